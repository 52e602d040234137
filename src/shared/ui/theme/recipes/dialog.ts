import { defineSlotRecipe } from '@pandacss/dev';
import { dialogAnatomy } from '@ark-ui/react/anatomy';

export const dialogRecipe = defineSlotRecipe({
  className: 'dialog',
  description: 'A modal dialog: backdrop, centred panel, title, description, body, footer and close button.',
  slots: [...dialogAnatomy.keys(), 'header', 'body', 'footer'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      bg: 'bg.backdrop',
      _open: { animation: 'fade-in {durations.overlay} ease-out' },
      _closed: { animation: 'fade-out {durations.overlay} ease-in' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      // The panel's own auto margins place it (at the bottom on phones, centred above): a panel
      // taller than the window then starts at the top and scrolls, where centring it would cut
      // its top off above the window, out of reach.
      alignItems: 'flex-start',
      justifyContent: 'center',
      p: { base: '0', sm: '4' },
      overflowY: 'auto',
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: '5',
      w: 'full',
      maxW: 'md',
      mt: 'auto',
      mb: { base: '0', sm: 'auto' },
      p: '6',
      bg: 'bg.surface',
      color: 'fg.default',
      borderRadius: { base: 'surface', sm: 'surface' },
      borderBottomRadius: { base: '0', sm: 'surface' },
      boxShadow: 'overlay',
      outline: 'none',
      _open: { animation: 'dialog-in {durations.overlay} ease-out' },
      _closed: { animation: 'dialog-out {durations.overlay} ease-in' },
    },
    header: { display: 'flex', flexDirection: 'column', gap: '2', pr: '8' },
    title: { fontSize: 'xl', fontWeight: 'bold', lineHeight: 'tight', color: 'fg.default' },
    description: { color: 'fg.muted', fontSize: 'sm', lineHeight: 'relaxed' },
    body: { display: 'flex', flexDirection: 'column', gap: '3' },
    footer: { display: 'flex', justifyContent: 'flex-end', gap: '3', flexWrap: 'wrap' },
    closeTrigger: { position: 'absolute', top: '3', right: '3' },
  },
  variants: {
    size: {
      sm: { content: { maxW: 'sm' } },
      md: { content: { maxW: 'md' } },
      lg: { content: { maxW: 'lg' } },
    },
  },
  defaultVariants: { size: 'md' },
});
