import { css } from 'styled-system/css';
import { LINK_PITCH } from '@/shared/config';
import { CheckIcon } from '@/shared/ui';

/** The link dialog's three-line pitch (spec section 1). */
export function LinkPitch() {
  return (
    <ul className={css({ display: 'grid', gap: '3' })}>
      {LINK_PITCH.map((line) => (
        <li key={line} className={css({ display: 'flex', alignItems: 'center', gap: '3', fontSize: 'md', fontWeight: 'medium' })}>
          <span
            aria-hidden="true"
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              flexShrink: '0',
              w: '7',
              h: '7',
              borderRadius: 'full',
              bg: 'brand.subtle',
              color: 'brand.text',
            })}
          >
            <CheckIcon className={css({ w: '4', h: '4' })} />
          </span>
          {line}
        </li>
      ))}
    </ul>
  );
}
