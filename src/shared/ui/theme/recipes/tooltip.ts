import { defineSlotRecipe } from '@pandacss/dev';
import { tooltipAnatomy } from '@ark-ui/react/anatomy';

export const tooltipRecipe = defineSlotRecipe({
  className: 'tooltip',
  description: 'A short dark label that explains its trigger.',
  slots: tooltipAnatomy.keys(),
  base: {
    positioner: { zIndex: 'tooltip' },
    content: {
      // Ark sets the positioner's z-index to the content's computed one (`--z-index`): without this it is `auto`.
      zIndex: 'tooltip',
      maxW: '72',
      px: '2.5',
      py: '1.5',
      bg: 'bg.inverted',
      color: 'fg.inverted',
      fontSize: 'xs',
      lineHeight: 'normal',
      borderRadius: 'sm',
      boxShadow: 'overlay',
      _open: { animation: 'fade-in 120ms ease-out' },
      _closed: { animation: 'fade-out 80ms ease-in' },
    },
    arrow: { '--arrow-size': '8px', '--arrow-background': '{colors.bg.inverted}' },
    arrowTip: { borderTopWidth: '0', borderLeftWidth: '0' },
  },
});
