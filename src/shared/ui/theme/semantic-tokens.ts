import { defineSemanticTokens } from '@pandacss/dev';

/**
 * A tone: the same five roles for brand, success, warning and danger, so any recipe can use
 * `colorPalette.*` and a caller switches the tone with `colorPalette: 'danger'`.
 */
const tone = (light: string, dark: string, scale: string) => ({
  solid: { value: { base: `{colors.${scale}.${light}}`, _dark: `{colors.${scale}.${dark}}` } },
  solidHover: { value: { base: `{colors.${scale}.800}`, _dark: `{colors.${scale}.300}` } },
  contrast: { value: { base: '{colors.white}', _dark: '{colors.slate.950}' } },
  subtle: { value: { base: `{colors.${scale}.50}`, _dark: `{colors.${scale}.950}` } },
  subtleHover: { value: { base: `{colors.${scale}.100}`, _dark: `{colors.${scale}.900}` } },
  text: { value: { base: `{colors.${scale}.800}`, _dark: `{colors.${scale}.300}` } },
  border: { value: { base: `{colors.${scale}.300}`, _dark: `{colors.${scale}.700}` } },
});

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: { base: '{colors.slate.50}', _dark: '{colors.slate.950}' } },
      surface: { value: { base: '{colors.white}', _dark: '{colors.slate.900}' } },
      muted: { value: { base: '{colors.slate.100}', _dark: '{colors.slate.800}' } },
      emphasis: { value: { base: '{colors.slate.200}', _dark: '{colors.slate.700}' } },
      inverted: { value: { base: '{colors.slate.900}', _dark: '{colors.slate.50}' } },
      backdrop: { value: { base: 'rgb(15 23 42 / 0.45)', _dark: 'rgb(2 6 23 / 0.7)' } },
    },
    fg: {
      default: { value: { base: '{colors.slate.900}', _dark: '{colors.slate.50}' } },
      muted: { value: { base: '{colors.slate.600}', _dark: '{colors.slate.300}' } },
      subtle: { value: { base: '{colors.slate.500}', _dark: '{colors.slate.400}' } },
      inverted: { value: { base: '{colors.white}', _dark: '{colors.slate.900}' } },
    },
    border: {
      default: { value: { base: '{colors.slate.200}', _dark: '{colors.slate.700}' } },
      strong: { value: { base: '{colors.slate.300}', _dark: '{colors.slate.600}' } },
    },
    spinner: {
      track: { value: { base: '{colors.slate.200}', _dark: '{colors.slate.700}' } },
      indicator: { value: { base: '{colors.slate.500}', _dark: '{colors.slate.400}' } },
    },
    focusRing: { value: { base: '{colors.evergreen.600}', _dark: '{colors.evergreen.400}' } },
    brand: tone('700', '400', 'evergreen'),
    success: tone('700', '400', 'green'),
    warning: tone('700', '400', 'amber'),
    danger: tone('700', '400', 'red'),
    info: tone('700', '400', 'sky'),
    neutral: {
      solid: { value: { base: '{colors.slate.800}', _dark: '{colors.slate.100}' } },
      solidHover: { value: { base: '{colors.slate.900}', _dark: '{colors.white}' } },
      contrast: { value: { base: '{colors.white}', _dark: '{colors.slate.900}' } },
      subtle: { value: { base: '{colors.slate.100}', _dark: '{colors.slate.800}' } },
      subtleHover: { value: { base: '{colors.slate.200}', _dark: '{colors.slate.700}' } },
      text: { value: { base: '{colors.slate.700}', _dark: '{colors.slate.200}' } },
      border: { value: { base: '{colors.slate.300}', _dark: '{colors.slate.600}' } },
    },
  },
  shadows: {
    raised: {
      value: {
        base: '0 1px 2px 0 rgb(15 23 42 / 0.06), 0 1px 3px 0 rgb(15 23 42 / 0.1)',
        _dark: '0 1px 2px 0 rgb(0 0 0 / 0.4)',
      },
    },
    overlay: {
      value: {
        base: '0 12px 24px -6px rgb(15 23 42 / 0.18), 0 4px 8px -4px rgb(15 23 42 / 0.12)',
        _dark: '0 12px 24px -6px rgb(0 0 0 / 0.6), 0 0 0 1px {colors.slate.700}',
      },
    },
  },
});
