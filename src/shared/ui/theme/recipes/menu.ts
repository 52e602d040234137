import { defineSlotRecipe } from '@pandacss/dev';
import { menuAnatomy } from '@ark-ui/react/anatomy';

export const menuRecipe = defineSlotRecipe({
  className: 'menu',
  description: 'A dropdown menu of actions; width and height come from the caller (the spec sizes each menu).',
  slots: [...menuAnatomy.keys(), 'header'],
  base: {
    // Above overlays: a menu may open inside the assistant's drawer (a non-modal overlay).
    positioner: { zIndex: 'popover' },
    content: {
      // Ark sets the positioner's z-index to the content's computed one (`--z-index`): without this it is `auto`.
      zIndex: 'popover',
      display: 'flex',
      flexDirection: 'column',
      minW: '44',
      py: '1',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'control',
      boxShadow: 'overlay',
      overflowY: 'auto',
      outline: 'none',
      transformOrigin: 'var(--transform-origin)',
      _open: { animation: 'menu-in {durations.overlay} ease-out' },
      _closed: { animation: 'menu-out {durations.overlay} ease-in' },
    },
    header: { px: '3', py: '2', fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      minH: '10',
      px: '3',
      fontSize: 'sm',
      cursor: 'pointer',
      userSelect: 'none',
      _highlighted: { bg: 'bg.muted' },
      _disabled: { opacity: '0.5', cursor: 'not-allowed' },
      '&[data-tone=danger]': { color: 'danger.text' },
    },
    itemGroupLabel: { px: '3', py: '2', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.subtle' },
    separator: { my: '1', borderColor: 'border.default' },
  },
});
