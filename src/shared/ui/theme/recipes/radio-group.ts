import { defineSlotRecipe } from '@pandacss/dev';
import { radioGroupAnatomy } from '@ark-ui/react/anatomy';

export const radioGroupRecipe = defineSlotRecipe({
  className: 'radio-group',
  description: 'A vertical list of choices, one at a time.',
  slots: radioGroupAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1' },
    label: { fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default', mb: '1' },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '3',
      px: '3',
      py: '2.5',
      borderRadius: 'control',
      borderWidth: '1px',
      borderColor: 'border.default',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted' },
      _checked: { borderColor: 'brand.solid', bg: 'brand.subtle' },
      _disabled: { opacity: '0.5', cursor: 'not-allowed', _hover: { bg: 'transparent' } },
    },
    itemControl: {
      flexShrink: '0',
      w: '4',
      h: '4',
      borderRadius: 'full',
      borderWidth: '2px',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      _checked: { borderColor: 'brand.solid', borderWidth: '5px' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    },
    itemText: { fontSize: 'sm', color: 'fg.default' },
  },
});
