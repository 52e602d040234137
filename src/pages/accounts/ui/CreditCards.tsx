import { useId } from 'react';
import { css } from 'styled-system/css';
import type { Account, Liability } from '@/shared/api';
import { CREDIT_CARDS_DESCRIPTION, CREDIT_CARDS_TITLE } from '../config/copy';
import { LiabilityCard } from './LiabilityCard';
import { mutedText, sectionTitle } from './text-styles';

export interface CreditCardsProps {
  liabilities: Liability[];
  accounts: Account[];
}

/** The credit card liabilities whose accounts are shown, one card each. */
export function CreditCards({ liabilities, accounts }: CreditCardsProps) {
  const titleId = useId();
  const byId = new Map(accounts.map((account) => [account.account_id, account]));
  const cards = liabilities.flatMap((liability) => {
    const account = byId.get(liability.account_id);
    return account ? [{ liability, account }] : [];
  });
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div>
        <h2 id={titleId} className={sectionTitle}>
          {CREDIT_CARDS_TITLE}
        </h2>
        <p className={mutedText}>{CREDIT_CARDS_DESCRIPTION}</p>
      </div>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })}>
        {cards.map(({ liability, account }) => (
          <LiabilityCard key={liability.account_id} liability={liability} account={account} />
        ))}
      </div>
    </section>
  );
}
