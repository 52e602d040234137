import { Fragment } from 'react';
import { css, cx } from 'styled-system/css';
import type { AnalysisAccount } from '@/shared/api';
import { formatMoney } from '@/shared/lib';
import { InfoIcon, numeric, rowsOnPhone, table } from '@/shared/ui';
import { ACCOUNT, ACCOUNTS_TABLE, BALANCE, CHANGE_12M, CHANGE_1M, CHANGE_3M, CREDIT_USED, NEEDS_ATTENTION, NO_FIGURE, ofLimit, OWED } from '../config/chat-copy';
import { describeFigureChange, formatFigure } from '../lib/figures';
import { ScrollRegion } from './ScrollRegion';

const money = (amount: number | null) => (amount === null ? NO_FIGURE : formatMoney(amount));
const change = (amount: number | null) => (amount === null ? NO_FIGURE : amount === 0 ? formatMoney(0) : describeFigureChange(amount, 'currency').text);
const COLUMNS = 6;
const owes = (account: AnalysisAccount) => account.type === 'credit' || account.type === 'loan';
const muted = css({ display: 'block', fontSize: 'xs', color: 'fg.muted', fontWeight: 'normal' });

/** The accounts as the analysis sees them: balance, its change over 1, 3 and 12 months, credit used, and why one needs attention (under it); on a phone, each account a block of labelled figures. */
export function AccountsTable({ accounts }: { accounts: AnalysisAccount[] }) {
  return (
    <ScrollRegion label={ACCOUNTS_TABLE}>
      <table role="table" className={cx(table, rowsOnPhone)}>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" className={css({ textAlign: 'left' })}>
              {ACCOUNT}
            </th>
            <th scope="col" role="columnheader" className={numeric}>
              {BALANCE}
            </th>
            <th scope="col" role="columnheader" className={numeric}>
              {CHANGE_1M}
            </th>
            <th scope="col" role="columnheader" className={numeric}>
              {CHANGE_3M}
            </th>
            <th scope="col" role="columnheader" className={numeric}>
              {CHANGE_12M}
            </th>
            <th scope="col" role="columnheader" className={numeric}>
              {CREDIT_USED}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {accounts.map((account) => (
            <Fragment key={account.account_id}>
              <tr role="row" className={css({ verticalAlign: 'top', '&[data-attention] > *': { borderBottomWidth: '0' } })} data-attention={account.attention.length > 0 || undefined}>
                <th scope="row" role="rowheader" className={css({ textAlign: 'left', fontWeight: 'medium', whiteSpace: 'nowrap' })}>
                  {account.name}
                  {account.mask && ` ••${account.mask}`}
                  <span className={muted}>{account.institution_name}</span>
                </th>
                <td role="cell" data-label={BALANCE} className={numeric}>
                  {money(account.balance)}
                  {owes(account) && account.balance !== null && <span className={muted}>{OWED}</span>}
                </td>
                <td role="cell" data-label={CHANGE_1M} className={numeric}>{change(account.change_1m)}</td>
                <td role="cell" data-label={CHANGE_3M} className={numeric}>{change(account.change_3m)}</td>
                <td role="cell" data-label={CHANGE_12M} className={numeric}>{change(account.change_12m)}</td>
                <td role="cell" data-label={CREDIT_USED} className={numeric}>
                  {account.utilisation === null ? NO_FIGURE : formatFigure(account.utilisation, 'percent')}
                  {account.utilisation !== null && account.credit_limit !== null && <span className={muted}>{ofLimit(formatMoney(account.credit_limit))}</span>}
                </td>
              </tr>
              {/* Why it needs attention, under the account across the whole row, so no column hides it. */}
              {account.attention.length > 0 && (
                <tr role="row">
                  <td role="cell" colSpan={COLUMNS} className={css({ pt: '0!' })}>
                    <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '2', bg: 'warning.subtle', color: 'warning.text', borderRadius: 'control', px: '3', py: '2', fontSize: 'xs' })}>
                      <InfoIcon size={16} className={css({ flexShrink: '0' })} />
                      <div>
                        <p className={css({ fontWeight: 'semibold' })}>{NEEDS_ATTENTION}</p>
                        <ul className={css({ listStyleType: 'disc', pl: '4' })}>
                          {account.attention.map((reason) => (
                            <li key={reason}>{reason}</li>
                          ))}
                        </ul>
                      </div>
                    </div>
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
