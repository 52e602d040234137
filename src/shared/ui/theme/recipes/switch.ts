import { defineSlotRecipe } from '@pandacss/dev';
import { switchAnatomy } from '@ark-ui/react/anatomy';

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  description: 'An on/off toggle with its label.',
  slots: switchAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2.5',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: '0.5' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: '0',
      w: '9',
      h: '5',
      p: '0.5',
      bg: 'bg.emphasis',
      borderRadius: 'full',
      transition: 'background-color {durations.fast}',
      _checked: { bg: 'brand.solid' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    },
    thumb: {
      w: '4',
      h: '4',
      bg: 'white',
      borderRadius: 'full',
      boxShadow: 'raised',
      transition: 'translate {durations.fast}',
      _checked: { translate: '1rem 0' },
    },
    label: { fontSize: 'sm', color: 'fg.default', userSelect: 'none' },
  },
});
