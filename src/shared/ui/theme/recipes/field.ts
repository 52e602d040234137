import { defineSlotRecipe } from '@pandacss/dev';
import { fieldAnatomy } from '@ark-ui/react/anatomy';

export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  description: 'A labelled input (a date, a search), its hint and its error.',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1' },
    label: { fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default' },
    input: {
      h: '10',
      px: '3',
      borderRadius: 'control',
      borderWidth: '1px',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      color: 'fg.default',
      fontSize: 'sm',
      colorScheme: 'light',
      _dark: { colorScheme: 'dark' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
      _invalid: { borderColor: 'danger.solid' },
      _disabled: { opacity: '0.5', cursor: 'not-allowed' },
    },
    helperText: { fontSize: 'xs', color: 'fg.muted' },
    errorText: { fontSize: 'xs', color: 'danger.text' },
    select: {},
    textarea: {},
    requiredIndicator: {},
  },
});
