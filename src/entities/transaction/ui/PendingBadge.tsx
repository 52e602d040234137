import { css } from 'styled-system/css';

/** A pending transaction: listed, left out of every total until it posts. */
export function PendingBadge() {
  return (
    <span
      title="Pending: not counted in totals until it posts"
      className={css({ display: 'inline-flex', alignItems: 'center', px: '1.5', py: '0.5', borderRadius: 'full', fontSize: 'xs', fontWeight: 'medium', bg: 'warning.subtle', color: 'warning.text', whiteSpace: 'nowrap' })}
    >
      Pending
    </span>
  );
}
