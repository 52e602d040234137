import { css } from 'styled-system/css';

/** A transaction the person hid: listed, left out of every total until shown again. */
export function HiddenBadge() {
  return (
    <span
      title="Hidden: not counted in any total"
      className={css({ display: 'inline-flex', alignItems: 'center', px: '1.5', py: '0.5', borderRadius: 'full', fontSize: 'xs', fontWeight: 'medium', bg: 'bg.muted', color: 'fg.muted', whiteSpace: 'nowrap' })}
    >
      Hidden
    </span>
  );
}
