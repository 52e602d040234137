import { defineRecipe } from '@pandacss/dev';

export const cardRecipe = defineRecipe({
  className: 'card',
  description: 'The card surface a block of content sits on: surface background, hairline border, rounded corners, a shadow.',
  base: {
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'surface',
  },
  variants: {
    elevation: {
      flat: {},
      raised: { boxShadow: 'raised' },
      // The home page's showcase cards, which stand out from the page more than a working card.
      floating: { borderRadius: '2xl', boxShadow: 'overlay' },
    },
    padding: {
      none: {},
      sm: { px: '5', py: '4' },
      md: { p: '5' },
      lg: { p: '6' },
      xl: { p: { base: '6', md: '8' } },
    },
    tone: {
      neutral: {},
      warning: { bg: 'warning.subtle', borderColor: 'warning.border' },
    },
  },
  defaultVariants: { elevation: 'raised', padding: 'lg', tone: 'neutral' },
});
