import { useId } from 'react';
import { Link } from 'wouter';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { accountKindLabel, isLiabilityAccount, type InstitutionAccounts } from '@/entities/account';
import type { Account } from '@/shared/api';
import { accountHref } from '@/shared/config';
import { formatMoment, formatMoney, formatTimeAgo } from '@/shared/lib';
import {
  accountsAt,
  COLUMN_ACCOUNT,
  COLUMN_AVAILABLE,
  COLUMN_CURRENT,
  COLUMN_LIMIT,
  NEVER_SYNCED,
  NOT_REPORTED,
  OWED,
  SIGN_IN_NEEDED,
  asOf,
  staleAccountsAt,
  syncedAgo,
} from '../config/copy';
import { rowsOnPhone } from '@/shared/ui';
import { amountText, mutedText } from './text-styles';
import { AccountMask } from './AccountMask';
import { HIDDEN_BADGE } from '../config/account-copy';
import { UtilisationMeter } from './UtilisationMeter';

export interface InstitutionAccountsCardProps {
  group: InstitutionAccounts;
  needsSignIn: boolean;
}

const stale = css({ bg: 'bg.canvas', '& td, & th, & span': { color: 'fg.muted' }, '& [role=meter]': { filter: 'grayscale(1)' } });
const cell = css({ px: { base: '3', md: '5' }, py: '3', textAlign: 'right', verticalAlign: 'top' });
/** On a phone, room inside the card around each account's block of lines. */
const phoneRows = css({ mdDown: { '& tbody tr': { px: '3', py: '3' } } });
const money = (amount: number | null, account: Account) => (amount === null ? NOT_REPORTED : formatMoney(amount, account.balances.iso_currency_code));

function AccountRow({ account }: { account: Account }) {
  const owes = isLiabilityAccount(account);
  return (
    <tr role="row" className={css({ borderTopWidth: '1px', borderColor: 'border.default' })}>
      <th scope="row" role="rowheader" className={css({ px: { base: '3', md: '5' }, py: '3', textAlign: 'left', fontWeight: 'normal', verticalAlign: 'top' })}>
        {/* Beyond the spec (issue 25): each account has a page of its own. */}
        <Link href={accountHref(account.account_id)} className={css({ display: 'block', fontWeight: 'medium', color: 'fg.default', textDecoration: 'underline', textDecorationColor: 'border.default', textUnderlineOffset: '3px', _hover: { color: 'brand.text', textDecorationColor: 'currentColor' } })}>
          {account.account_name}
        </Link>
        <span className={css({ display: 'block', fontSize: 'xs', fontWeight: 'normal', color: 'fg.muted' })}>
          {accountKindLabel(account)}
          <AccountMask mask={account.mask} />
          {account.hidden && (
            <span className={css({ ml: '2', px: '1.5', py: '0.5', borderRadius: 'sm', bg: 'bg.muted', color: 'fg.default', fontWeight: 'medium' })}>{HIDDEN_BADGE}</span>
          )}
        </span>
        <UtilisationMeter account={account} className={css({ mt: '2', maxW: '16rem' })} />
      </th>
      <td role="cell" data-label={COLUMN_CURRENT} className={`${cell} ${amountText}`}>
        <span className={css({ fontWeight: 'semibold' })}>{money(account.balances.current, account)}</span>
        {owes && account.balances.current !== null && <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted' })}>{OWED}</span>}
      </td>
      <td role="cell" data-label={COLUMN_AVAILABLE} className={`${cell} ${amountText} ${css({ color: 'fg.muted' })}`}>
        {money(account.balances.available, account)}
      </td>
      <td role="cell" data-label={COLUMN_LIMIT} className={`${cell} ${amountText} ${css({ color: 'fg.muted' })}`}>
        {money(account.balances.limit, account)}
      </td>
    </tr>
  );
}

/** One institution: its name, when it last synced, and a table of its accounts and balances (on a phone, each account a block of labelled balances). */
export function InstitutionAccountsCard({ group, needsSignIn }: InstitutionAccountsCardProps) {
  const titleId = useId();
  const header = css({ px: { base: '3', md: '5' }, py: '2', fontSize: 'xs', fontWeight: 'medium', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide' });
  return (
    <section aria-labelledby={titleId} className={cx(card({ padding: 'none' }), css({ overflow: 'hidden' }))}>
      <header className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: '2', px: { base: '3', md: '5' }, py: '4' })}>
        <h2 id={titleId} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          {group.institutionName}
        </h2>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          {needsSignIn && (
            <span className={css({ fontSize: 'xs', fontWeight: 'semibold', color: 'warning.text', bg: 'warning.subtle', px: '2', py: '0.5', borderRadius: 'full' })}>
              {SIGN_IN_NEEDED}
            </span>
          )}
          <span className={mutedText}>
            {needsSignIn && group.lastSyncedAt ? (
              <time dateTime={group.lastSyncedAt}>{asOf(formatMoment(group.lastSyncedAt))}</time>
            ) : group.lastSyncedAt ? (
              <time dateTime={group.lastSyncedAt} title={formatMoment(group.lastSyncedAt)}>
                {syncedAgo(formatTimeAgo(group.lastSyncedAt))}
              </time>
            ) : (
              NEVER_SYNCED
            )}
          </span>
        </div>
      </header>
      {/* On a phone each account is a block of lines that wraps, so nothing there scrolls (a scrolling box would need a tab stop of its own). */}
      <div className={css({ overflowX: { base: 'visible', md: 'auto' }, mdDown: { overflowWrap: 'anywhere' } })}>
        <table
          role="table"
          aria-label={needsSignIn && group.lastSyncedAt ? staleAccountsAt(group.institutionName, formatMoment(group.lastSyncedAt)) : accountsAt(group.institutionName)}
          // Balances waiting for a sign-in are dimmed: muted text keeps them readable (contrast) but plainly not current.
          className={cx(css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm' }), rowsOnPhone, phoneRows, needsSignIn && stale)}
        >
          <thead role="rowgroup">
            <tr role="row" className={css({ bg: 'bg.canvas' })}>
              <th scope="col" role="columnheader" className={`${header} ${css({ textAlign: 'left' })}`}>
                {COLUMN_ACCOUNT}
              </th>
              <th scope="col" role="columnheader" className={`${header} ${css({ textAlign: 'right', w: '18%' })}`}>
                {COLUMN_CURRENT}
              </th>
              <th scope="col" role="columnheader" className={`${header} ${css({ textAlign: 'right', w: '18%' })}`}>
                {COLUMN_AVAILABLE}
              </th>
              <th scope="col" role="columnheader" className={`${header} ${css({ textAlign: 'right', w: '18%' })}`}>
                {COLUMN_LIMIT}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {group.accounts.map((account) => (
              <AccountRow key={account.account_id} account={account} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
