import type { CardLiabilityFields } from '../../../../contract/card-payment-status.ts';
import type { CreditLiabilitiesTable } from '../../db/schema.ts';

export const dollars = (cents: number | null): number | null => (cents === null ? null : cents / 100);

type StoredLiability = Pick<
  CreditLiabilitiesTable,
  'is_overdue' | 'last_payment_cents' | 'last_payment_date' | 'last_statement_balance_cents' | 'last_statement_issue_date' | 'minimum_payment_cents' | 'next_payment_due_date'
>;

/** A stored liability in Plaid's shape (dollars): what the API answers and the card's status reads. */
export function liabilityFieldsOf(row: StoredLiability): CardLiabilityFields {
  return {
    is_overdue: row.is_overdue,
    last_payment_amount: dollars(row.last_payment_cents),
    last_payment_date: row.last_payment_date,
    last_statement_balance: dollars(row.last_statement_balance_cents),
    last_statement_issue_date: row.last_statement_issue_date,
    minimum_payment_amount: dollars(row.minimum_payment_cents),
    next_payment_due_date: row.next_payment_due_date,
  };
}
