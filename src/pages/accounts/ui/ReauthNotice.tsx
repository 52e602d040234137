import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { UpdateThisInstitutionButton } from '@/features/update-institution';
import type { ActiveItem } from '@/shared/api';
import { REAUTH_TEXT, reauthTitle } from '../config/copy';

/** An institution that needs the person to sign in again, with the way to do it. */
export function ReauthNotice({ institution }: { institution: ActiveItem }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cx(
        card({ tone: 'warning', elevation: 'flat', padding: 'sm' }),
        css({
          display: 'flex',
          flexDirection: { base: 'column', sm: 'row' },
          alignItems: { base: 'flex-start', sm: 'center' },
          justifyContent: 'space-between',
          gap: '3',
        }),
      )}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h2 id={titleId} className={css({ fontSize: 'md', fontWeight: 'semibold', color: 'warning.text' })}>
          {reauthTitle(institution.name)}
        </h2>
        <p className={css({ fontSize: 'sm', color: 'fg.default' })}>{REAUTH_TEXT}</p>
      </div>
      <UpdateThisInstitutionButton institution={institution} className={css({ flexShrink: '0' })} />
    </section>
  );
}
