import { css } from 'styled-system/css';

/**
 * A sidebar row: icon, then label. The icon sits at the same place whether the label shows or
 * not, so the rail and the full sidebar line up.
 */
export const sidebarItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  h: '10',
  px: '2.5',
  borderRadius: 'control',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  textAlign: 'start',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: 'fast',
  '& svg': { flexShrink: '0' },
  _hover: { bg: 'bg.muted', color: 'fg.default' },
  _disabled: { opacity: '0.6', cursor: 'not-allowed' },
  '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.text', fontWeight: 'semibold' },
});

export const hiddenLabel = css({ srOnly: true });
