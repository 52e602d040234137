import { defineSlotRecipe } from '@pandacss/dev';
import { segmentGroupAnatomy } from '@ark-ui/react/anatomy';

export const segmentGroupRecipe = defineSlotRecipe({
  className: 'segment-group',
  description: 'A row of a few exclusive choices, one at a time (month / quarter / year).',
  // `items` is the track the choices sit in, under the label.
  slots: [...segmentGroupAnatomy.keys(), 'items'],
  base: {
    root: { display: 'inline-flex', flexDirection: 'column', gap: '1.5', maxW: 'full' },
    label: { fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default' },
    // On a phone the choices wrap inside the track rather than run off the screen.
    items: { display: 'inline-flex', flexWrap: 'wrap', gap: '1', p: '1', bg: 'bg.muted', borderRadius: 'control', maxW: 'full' },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      h: '8',
      px: '3',
      borderRadius: 'control',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      userSelect: 'none',
      transitionProperty: 'background-color, color, box-shadow',
      transitionDuration: 'fast',
      _hover: { color: 'fg.default' },
      _checked: { bg: 'bg.surface', color: 'fg.default', fontWeight: 'semibold', boxShadow: 'raised' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
      _disabled: { opacity: '0.5', cursor: 'not-allowed' },
    },
    itemText: {},
    itemControl: {},
    indicator: {},
  },
  variants: {
    labelHidden: { true: { label: { srOnly: true } } },
    /** The label beside the choices rather than above them. */
    inline: { true: { root: { flexDirection: 'row', alignItems: 'center', gap: '2' }, label: { fontWeight: 'medium', color: 'fg.muted' } } },
  },
});
