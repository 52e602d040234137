import { defineKeyframes } from '@pandacss/dev';

export const keyframes = defineKeyframes({
  'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
  'fade-out': { from: { opacity: '1' }, to: { opacity: '0' } },
  'dialog-in': {
    from: { opacity: '0', transform: 'translateY(0.5rem) scale(0.98)' },
    to: { opacity: '1', transform: 'none' },
  },
  'dialog-out': {
    from: { opacity: '1', transform: 'none' },
    to: { opacity: '0', transform: 'translateY(0.5rem) scale(0.98)' },
  },
  'menu-in': { from: { opacity: '0', transform: 'scale(0.96)' }, to: { opacity: '1', transform: 'none' } },
  /** Placeholders while content loads. */
  pulse: { '0%, 100%': { opacity: '1' }, '50%': { opacity: '0.55' } },
  'menu-out': { from: { opacity: '1', transform: 'none' }, to: { opacity: '0', transform: 'scale(0.96)' } },
});
