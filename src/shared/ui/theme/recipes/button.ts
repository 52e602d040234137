import { defineRecipe } from '@pandacss/dev';

export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Buttons and button-styled links, in the brand, neutral or danger tone.',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    borderRadius: 'control',
    borderWidth: '1px',
    borderColor: 'transparent',
    fontWeight: 'semibold',
    lineHeight: '1',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: 'fast',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    _disabled: { opacity: '0.5', cursor: 'not-allowed' },
    '& svg': { width: '1.1em', height: '1.1em' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'colorPalette.solid',
        color: 'colorPalette.contrast',
        _hover: { _enabled: { bg: 'colorPalette.solidHover' } },
        '&:is(a):hover': { bg: 'colorPalette.solidHover' },
      },
      outline: {
        bg: 'bg.surface',
        color: 'colorPalette.text',
        borderColor: 'colorPalette.border',
        _hover: { _enabled: { bg: 'colorPalette.subtle' } },
        '&:is(a):hover': { bg: 'colorPalette.subtle' },
      },
      ghost: {
        bg: 'transparent',
        color: 'colorPalette.text',
        _hover: { _enabled: { bg: 'colorPalette.subtle' } },
        '&:is(a):hover': { bg: 'colorPalette.subtle' },
      },
    },
    size: {
      sm: { h: '8', px: '3', fontSize: 'sm' },
      md: { h: '10', px: '4', fontSize: 'sm' },
      lg: { h: '12', px: '6', fontSize: 'md' },
      icon: { h: '10', w: '10', p: '0', fontSize: 'md' },
    },
    tone: {
      brand: { colorPalette: 'brand' },
      neutral: { colorPalette: 'neutral' },
      danger: { colorPalette: 'danger' },
    },
    fullWidth: {
      true: { w: 'full' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md', tone: 'brand' },
});
