import { addMonths, dayInMonth, daysInMonth, ymd } from '../calendar.ts';
import { cents } from '../random.ts';
import { loanPfc, posted } from './draw.ts';
import type { HistoryAccount, LoanProfile, TxSpec } from './model.ts';
import type { HistoryScope } from './scope.ts';

/** A loan's rate, term and monthly payment, consistent with its balance. */
export function loanProfile(h: Pick<HistoryScope, 'rng' | 'startDay' | 'createdDay'>, loan: HistoryAccount): LoanProfile {
  const rng = h.rng('loan-profile', loan.key);
  const balance = loan.balances.current;
  const [rate, termMonths, elapsed] =
    loan.kind === 'mortgage'
      ? [rng.pick([2.875, 3.25, 3.625, 4.125, 5.5, 6.25, 6.875]), /15-Year/i.test(loan.officialName) ? 180 : 360, rng.int(30, 110)]
      : loan.kind === 'auto'
        ? [rng.pick([3.9, 4.49, 5.99, 6.74, 7.89]), 60, rng.int(6, 30)]
        : [rng.pick([3.73, 4.53, 4.99, 5.5, 6.54]), 120, rng.int(12, 48)];
  const monthly = rate / 100 / 12;
  const remaining = termMonths - elapsed;
  const principalAndInterest = cents((balance * monthly) / (1 - (1 + monthly) ** -Math.max(remaining, 12)));
  const escrow = loan.kind === 'mortgage' ? rng.amount(180, 620) : 0;
  const originalPrincipal = balance / Math.max(0.35, 1 - elapsed / termMonths);
  return {
    rate,
    payment: cents(principalAndInterest + escrow),
    dom: loan.kind === 'mortgage' ? 1 : rng.int(5, 25),
    termMonths,
    originationDay: addMonths(h.createdDay, -elapsed),
    originalPrincipal: Math.round(originalPrincipal / 500) * 500,
    escrow,
  };
}

/** The loan's day: the monthly payment received. */
export function loanDay(h: HistoryScope, account: HistoryAccount, day: number, specs: TxSpec[]): void {
  const profile = h.loanProfiles.get(account.key)!;
  const { year, month, dom } = ymd(day);
  if (dom === Math.min(profile.dom, daysInMonth(year, month))) {
    specs.push(posted(account.key, day, 'payment', { amount: -profile.payment, name: 'PAYMENT RECEIVED', pfc: loanPfc(account.kind), channel: 'other' }));
  }
}

/** The latest loan payment on or before `day`. */
export function lastLoanPayment(h: HistoryScope, key: string, day: number): { day: number; amount: number } | null {
  const profile = h.loanProfiles.get(key);
  if (!profile) return null;
  const { year, month } = ymd(day);
  const thisMonth = dayInMonth(year, month, profile.dom);
  const paid = thisMonth <= day ? thisMonth : dayInMonth(year, month - 1, profile.dom);
  return paid >= h.startDay ? { day: paid, amount: profile.payment } : null;
}

