import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { useAccounts } from '@/entities/account';
import { useActiveInstitutions } from '@/entities/institution';
import { ROUTES } from '@/shared/config';
import { Button, Spinner } from '@/shared/ui';
import { LINK_A_BANK, LOAD_FAILED, LOADING, NONE_LINKED, SECTION_TITLE } from '../config/linked-institutions-copy';
import { InstitutionCard } from './InstitutionCard';

/**
 * Settings' "Linked institutions": each institution with its accounts, Update and Remove. The
 * content only: Settings gives it its section, title and card (`LINKED_INSTITUTIONS_TITLE`, `…_DESCRIPTION`).
 */
export function LinkedInstitutions() {
  const { institutions, error, isLoading } = useActiveInstitutions();
  const accountsQuery = useAccounts();
  // Plaid's item error or a failed call: no accounts to list, rather than loading forever.
  const accounts = accountsQuery.accounts ?? (accountsQuery.itemError || accountsQuery.failed ? [] : undefined);

  if (isLoading) return <Spinner layout="inline" label={LOADING} showLabel />;
  if (error) {
    return (
      <p role="alert" className={css({ fontSize: 'sm', color: 'danger.text' })}>
        {LOAD_FAILED}
      </p>
    );
  }
  if (!institutions?.length) {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' })}>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{NONE_LINKED}</p>
        <Button asChild size="sm">
          <Link href={ROUTES.getStarted}>{LINK_A_BANK}</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul aria-label={SECTION_TITLE} className={css({ display: 'flex', flexDirection: 'column' })}>
      {institutions.map((institution) => (
        <li
          key={institution.external_id}
          className={css({ py: '5', _first: { pt: '0' }, _last: { pb: '0' }, '& + &': { borderTopWidth: '1px', borderColor: 'border.default' } })}
        >
          <InstitutionCard
            institution={institution}
            accounts={accounts?.filter((account) => account.item_external_id === institution.external_id)}
            isLast={institutions.length === 1}
          />
        </li>
      ))}
    </ul>
  );
}
