import { defineRecipe } from '@pandacss/dev';

export const iconBadgeRecipe = defineRecipe({
  className: 'icon-badge',
  description:
    'A round or rounded tinted box with an icon (or a letter) centred in it. Brand-tinted; switch the tone with `colorPalette`.',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    colorPalette: 'brand',
  },
  variants: {
    size: {
      sm: { w: '7', h: '7' },
      md: { w: '8', h: '8' },
      lg: { w: '11', h: '11' },
    },
    shape: {
      circle: { borderRadius: 'full' },
      square: { borderRadius: 'control' },
    },
    variant: {
      subtle: { bg: 'colorPalette.subtle', color: 'colorPalette.text' },
      solid: { bg: 'colorPalette.solid', color: 'colorPalette.contrast' },
      outline: { borderWidth: '2px', borderColor: 'colorPalette.solid', color: 'colorPalette.text' },
      // Not reached yet (a step ahead): a plain ring in the surrounding text colour.
      pending: { borderWidth: '2px', borderColor: 'border.strong' },
    },
  },
  defaultVariants: { size: 'md', shape: 'circle', variant: 'subtle' },
});
