import { defineTokens } from '@pandacss/dev';

const SYSTEM_SANS =
  'ui-sans-serif, system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';
const SYSTEM_MONO = 'ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", monospace';

/** Raw design tokens. Components use the semantic tokens built on them, never these directly. */
export const tokens = defineTokens({
  colors: {
    // The brand: a deep ledger green, legible on white at 600 and on near-black at 400.
    evergreen: {
      50: { value: '#ecfdf7' },
      100: { value: '#d1faec' },
      200: { value: '#a7f3da' },
      300: { value: '#6ee7c4' },
      400: { value: '#34d3a9' },
      500: { value: '#10b991' },
      600: { value: '#059676' },
      700: { value: '#047861' },
      800: { value: '#065f4e' },
      900: { value: '#064e41' },
      950: { value: '#022c25' },
    },
    // Neutrals are the preset's cool `slate`, so greys sit well next to the green.
  },
  fonts: {
    body: { value: SYSTEM_SANS },
    heading: { value: SYSTEM_SANS },
    mono: { value: SYSTEM_MONO },
  },
  radii: {
    control: { value: '0.5rem' },
    surface: { value: '0.75rem' },
    pill: { value: '9999px' },
  },
  durations: {
    // The account menu closes over 200 ms (spec section 9); other overlays share the pace.
    overlay: { value: '200ms' },
  },
  // Stacking order, lowest to highest: page chrome, then overlays, then what must never be covered.
  zIndex: {
    hide: { value: -1 },
    base: { value: 0 },
    docked: { value: 10 },
    sticky: { value: 1100 },
    dropdown: { value: 1200 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    popover: { value: 1500 },
    skipLink: { value: 1600 },
    toast: { value: 1700 },
    tooltip: { value: 1800 },
  },
  spacing: {
    gutter: { value: '1.5rem' },
    section: { value: '4rem' },
  },
  sizes: {
    sidebar: { value: '15rem' },
    content: { value: '72rem' },
    prose: { value: '42rem' },
  },
});
