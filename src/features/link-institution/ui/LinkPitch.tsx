import { css } from 'styled-system/css';
import { iconBadge } from 'styled-system/recipes';
import { LINK_PITCH } from '@/shared/config';
import { CheckIcon } from '@/shared/ui';

/** The link dialog's three-line pitch (spec section 1). */
export function LinkPitch() {
  return (
    <ul className={css({ display: 'grid', gap: '3' })}>
      {LINK_PITCH.map((line) => (
        <li key={line} className={css({ display: 'flex', alignItems: 'center', gap: '3', fontSize: 'md', fontWeight: 'medium' })}>
          <span aria-hidden="true" className={iconBadge({ size: 'sm' })}>
            <CheckIcon className={css({ w: '4', h: '4' })} />
          </span>
          {line}
        </li>
      ))}
    </ul>
  );
}
