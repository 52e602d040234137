import { PFC } from '../catalog.ts';
import { daysInMonth, monthIndex, ymd } from '../calendar.ts';
import { cents } from '../random.ts';
import { posted } from './draw.ts';
import type { HistoryAccount, TxSpec } from './model.ts';
import type { HistoryScope } from './scope.ts';

/** Monthly to savings; now and then back to checking. Both sides of each transfer. */
export function savingsTransfers(h: HistoryScope, day: number, specs: TxSpec[], side: 'checking' | 'savings' = 'checking'): void {
  const savings = h.savings!;
  const checking = h.checking;
  const { year, month, dom } = ymd(day);
  const persona = h.persona;
  const outKey = side === 'checking' ? checking.key : savings.key;
  if (dom === persona.savings.dom) {
    const amount = persona.savings.amount;
    specs.push(
      side === 'checking'
        ? posted(outKey, day, 'to-savings', { amount, name: `Online Transfer to ${savings.name} x${savings.mask}`, pfc: PFC.transferOut, channel: 'online', stream: { key: 'to-savings', frequency: 'MONTHLY' } })
        : posted(outKey, day, 'from-checking', { amount: -amount, name: `Online Transfer from ${checking.name} x${checking.mask}`, pfc: PFC.transferIn, channel: 'online', stream: { key: 'from-checking', frequency: 'MONTHLY' } }),
    );
  }
  const back = dom === 20 ? h.rng('savings-back', monthIndex(year, month)) : null;
  if (back?.chance(0.22)) {
    const amount = Math.round(back.amount(200, 1_500) / 50) * 50;
    specs.push(
      side === 'checking'
        ? posted(outKey, day, 'from-savings', { amount: -amount, name: `Online Transfer from ${savings.name} x${savings.mask}`, pfc: PFC.transferIn, channel: 'online' })
        : posted(outKey, day, 'to-checking', { amount, name: `Online Transfer to ${checking.name} x${checking.mask}`, pfc: PFC.transferOut, channel: 'online' }),
    );
  }
}

// ---- savings

/** The savings account's day: its side of the transfers, and interest at the end of the month. */
export function savingsDay(h: HistoryScope, account: HistoryAccount, day: number, specs: TxSpec[]): void {
  const { year, month, dom } = ymd(day);
  if (account === h.savings) savingsTransfers(h, day, specs, 'savings');
  if (dom === daysInMonth(year, month)) {
    const apy = h.rng('savings-apy', account.key).pick([0.5, 1.1, 2.25, 3.8, 4.35]);
    const amount = Math.max(0.01, cents(((account.balances.current * apy) / 100 / 12) * h.rng('savings-interest', account.key, monthIndex(year, month)).amount(0.95, 1.05)));
    specs.push(posted(account.key, day, 'interest', { amount: -amount, name: 'INTEREST PAYMENT', pfc: PFC.interestEarned, stream: { key: 'interest', frequency: 'MONTHLY' } }));
  }
}

// ---- credit card
