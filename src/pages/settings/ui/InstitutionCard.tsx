import { useId } from 'react';
import { css } from 'styled-system/css';
import { ConnectedAccountList } from '@/entities/institution';
import { UpdateThisInstitutionButton } from '@/features/update-institution';
import type { Account, ActiveItem } from '@/shared/api';
import { accountsAt, LOADING_ACCOUNTS, NEEDS_SIGN_IN, NO_ACCOUNTS } from '../config/linked-institutions-copy';
import { RemoveInstitutionDialog } from './RemoveInstitutionDialog';

export interface InstitutionCardProps {
  institution: ActiveItem;
  /** Its accounts; `undefined` while they load. */
  accounts: Account[] | undefined;
  isLast: boolean;
}

const muted = css({ fontSize: 'sm', color: 'fg.muted' });

/** One linked institution: its name, its accounts, Update and Remove. */
export function InstitutionCard({ institution, accounts, isLast }: InstitutionCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={css({
        display: 'flex',
        flexDirection: { base: 'column', md: 'row' },
        alignItems: { base: 'stretch', md: 'flex-start' },
        justifyContent: 'space-between',
        gap: '4',
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' })}>
        <h3 id={titleId} className={css({ fontSize: 'md', fontWeight: 'semibold' })}>
          {institution.name}
        </h3>
        {institution.needs_reauth && (
          <p className={css({ fontSize: 'sm', color: 'warning.text', bg: 'warning.subtle', px: '3', py: '2', borderRadius: 'control' })}>
            {NEEDS_SIGN_IN}
          </p>
        )}
        {accounts === undefined ? (
          <p className={muted}>{LOADING_ACCOUNTS}</p>
        ) : accounts.length === 0 ? (
          <p className={muted}>{NO_ACCOUNTS}</p>
        ) : (
          <ConnectedAccountList label={accountsAt(institution.name)} names={accounts.map((account) => account.account_name)} />
        )}
      </div>
      <div className={css({ display: 'flex', gap: '2', flexShrink: '0' })}>
        <UpdateThisInstitutionButton institution={institution} variant="outline" tone="neutral" />
        <RemoveInstitutionDialog institution={institution} isLast={isLast} />
      </div>
    </article>
  );
}
