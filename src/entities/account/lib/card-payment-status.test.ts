import { describe, expect, it } from 'vitest';
import type { Liability } from '@/shared/api';
import { cardPaymentStatus, type CardPaymentStatus } from './card-payment-status';

const TODAY = '2026-11-27';

/** A card whose November statement ($1,200, minimum $35) was issued on the 1st and is due Dec 2; October's was paid on Oct 20. */
const CARD: Liability = {
  account_id: 'acc-card',
  aprs: [],
  is_overdue: false,
  last_payment_amount: 900,
  last_payment_date: '2026-10-20',
  last_statement_balance: 1200,
  last_statement_issue_date: '2026-11-01',
  minimum_payment_amount: 35,
  next_payment_due_date: '2026-12-02',
};

const cases: [string, Partial<Liability>, string, CardPaymentStatus][] = [
  ['due later: nothing paid since the statement, due in 5 days', {}, TODAY, { kind: 'due', days_left: 5 }],
  ['due soon: 3 days left', { next_payment_due_date: '2026-11-30' }, TODAY, { kind: 'due_soon', days_left: 3 }],
  ['due soon: due today', { next_payment_due_date: TODAY }, TODAY, { kind: 'due_soon', days_left: 0 }],
  ['overdue: the due date passed with the minimum unpaid', { next_payment_due_date: '2026-11-25', is_overdue: true }, TODAY, { kind: 'overdue', days_late: 2 }],
  ['overdue when Plaid says nothing either way', { next_payment_due_date: '2026-11-25', is_overdue: null }, TODAY, { kind: 'overdue', days_late: 2 }],
  ['not overdue while the due date is still to come, whatever is_overdue says', { is_overdue: true }, TODAY, { kind: 'due', days_left: 5 }],
  ['not overdue when Plaid says so, though the date passed', { next_payment_due_date: '2026-11-25', is_overdue: false }, TODAY, { kind: 'due', days_left: -2 }],
  ['paid: the statement paid in full the day before it is due', { next_payment_due_date: '2026-11-28', last_payment_date: '2026-11-26', last_payment_amount: 1200 }, TODAY, { kind: 'paid', paid_on: '2026-11-26' }],
  ['paid after the statement, and more than it', { last_payment_date: '2026-11-10', last_payment_amount: 1500 }, TODAY, { kind: 'paid', paid_on: '2026-11-10' }],
  ['paid, to the cent', { last_statement_balance: 1200.1, last_payment_date: '2026-11-10', last_payment_amount: 1200.1 }, TODAY, { kind: 'paid', paid_on: '2026-11-10' }],
  ['paid stays paid after the due date', { is_overdue: true, next_payment_due_date: '2026-11-25', last_payment_date: '2026-11-20', last_payment_amount: 1200 }, TODAY, { kind: 'paid', paid_on: '2026-11-20' }],
  ['paid: a statement that owed nothing', { last_statement_balance: 0, minimum_payment_amount: 0, next_payment_due_date: '2026-11-28' }, TODAY, { kind: 'paid', paid_on: null }],
  ['a payment on the day the statement was issued is not after it', { next_payment_due_date: '2026-11-28', last_payment_date: '2026-11-01', last_payment_amount: 1200 }, TODAY, { kind: 'due_soon', days_left: 1 }],
  ['minimum paid but not the full balance', { last_payment_date: '2026-11-20', last_payment_amount: 100 }, TODAY, { kind: 'minimum_paid', paid_on: '2026-11-20', left_to_pay: 1100 }],
  ['minimum paid is not overdue after the due date', { is_overdue: true, next_payment_due_date: '2026-11-25', last_payment_date: '2026-11-20', last_payment_amount: 35 }, TODAY, { kind: 'minimum_paid', paid_on: '2026-11-20', left_to_pay: 1165 }],
  ['less than the minimum, past the due date: overdue', { next_payment_due_date: '2026-11-25', last_payment_date: '2026-11-20', last_payment_amount: 20, is_overdue: true }, TODAY, { kind: 'overdue', days_late: 2 }],
  ['no due date: nothing to say, even with is_overdue', { next_payment_due_date: null, is_overdue: true }, TODAY, { kind: 'unknown' }],
  ['no statement yet', { last_statement_balance: null, last_statement_issue_date: null, minimum_payment_amount: null, next_payment_due_date: null, last_payment_amount: null, last_payment_date: null }, TODAY, { kind: 'unknown' }],
  ['days counted across a month end', { next_payment_due_date: '2026-12-01' }, '2026-11-30', { kind: 'due_soon', days_left: 1 }],
];

describe('cardPaymentStatus', () => {
  it.each(cases)('%s', (_case, fields, today, status) => {
    expect(cardPaymentStatus({ ...CARD, ...fields }, today)).toEqual(status);
  });
});
