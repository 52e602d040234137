import { PFC } from '../catalog.ts';
import { daysInMonth, ymd } from '../calendar.ts';
import { cents } from '../random.ts';
import { loanPfc, posted } from './draw.ts';
import type { HistoryAccount, TxSpec } from './model.ts';
import type { HistoryScope } from './scope.ts';
import { spend } from './spend.ts';

/** Accounts the bank opened after the item was linked (sandbox add_account): a little activity each. */
export function addedAccountDay(h: HistoryScope, account: HistoryAccount, day: number, specs: TxSpec[]): void {
  const { year, month, dom } = ymd(day);
  switch (account.kind) {
    case 'checking':
    case 'credit card':
      spend(h, account, day, account.kind === 'checking' ? 'checking' : 'credit', 0.35, specs);
      break;
    case 'savings':
      if (dom === daysInMonth(year, month)) {
        specs.push(posted(account.key, day, 'interest', { amount: -Math.max(0.01, cents((account.balances.current * 0.02) / 12)), name: 'INTEREST PAYMENT', pfc: PFC.interestEarned, stream: { key: 'interest', frequency: 'MONTHLY' } }));
      }
      break;
    default:
      if (dom === 15) specs.push(posted(account.key, day, 'payment', { amount: -cents(Math.max(50, account.balances.current / 120)), name: 'PAYMENT RECEIVED', pfc: loanPfc(account.kind), channel: 'other' }));
  }
}
