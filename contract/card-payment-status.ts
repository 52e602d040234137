/**
 * Where a credit card's payment stands, from the liability's own fields as Plaid reports them
 * (`/liabilities/get`): shared by the SPA (the card's badge) and the server (the "payment due"
 * notification, the budget overview's attention list), so they never disagree.
 */
import type { components } from '@contract/schema';

/** The fields of Plaid's credit liability that the status reads (the API's `Liability`): amounts in dollars, dates `YYYY-MM-DD`. */
export type CardLiabilityFields = Omit<components['schemas']['Liability'], 'account_id' | 'aprs'>;

/** A payment due within this many days (0 is today) is "due soon", and the sync tells the user. */
export const CARD_PAYMENT_DUE_SOON_DAYS = 3;

export type CardPaymentStatus =
  /** The last statement's balance was paid in full after it was issued, or it owed nothing. */
  | { kind: 'paid'; paid_on: string | null }
  /** At least the minimum was paid after the statement was issued, but not its whole balance. */
  | { kind: 'minimum_paid'; paid_on: string; left_to_pay: number | null }
  /** The due date has passed and the minimum is unpaid (and Plaid does not say otherwise). */
  | { kind: 'overdue'; days_late: number }
  /** The minimum is unpaid and due within `CARD_PAYMENT_DUE_SOON_DAYS` days. */
  | { kind: 'due_soon'; days_left: number }
  /** The minimum is unpaid and due later; or its date passed while Plaid says it is not overdue. */
  | { kind: 'due'; days_left: number }
  /** Nothing paid since the statement, and no due date reported: nothing to say. */
  | { kind: 'unknown' };

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
const cents = (dollars: number) => Math.round(dollars * 100);

/** What was paid after the last statement was issued, in cents: the last payment, if it came after. */
function paidSinceStatementCents(card: CardLiabilityFields): number {
  const { last_payment_amount: amount, last_payment_date: paidOn, last_statement_issue_date: issuedOn } = card;
  if (amount === null || !paidOn || !issuedOn || paidOn <= issuedOn) return 0;
  return cents(amount);
}

/**
 * The card's payment status on `today` (`YYYY-MM-DD`, the reader's or the server's day). A payment
 * counts for the last statement when it was made after the statement was issued; Plaid's
 * `is_overdue` can only hold back "overdue" (when it says false), never show it on its own: a flag
 * left from an earlier statement beside a due date still to come is not a late payment.
 */
export function cardPaymentStatus(card: CardLiabilityFields, today: string): CardPaymentStatus {
  const paid = paidSinceStatementCents(card);
  const balance = card.last_statement_balance === null ? null : cents(card.last_statement_balance);
  const minimum = card.minimum_payment_amount === null ? null : cents(card.minimum_payment_amount);

  if (balance !== null && (balance <= 0 || (paid > 0 && paid >= balance))) return { kind: 'paid', paid_on: paid > 0 ? card.last_payment_date : null };
  if (paid > 0 && minimum !== null && paid >= minimum) {
    return { kind: 'minimum_paid', paid_on: card.last_payment_date!, left_to_pay: balance === null ? null : (balance - paid) / 100 };
  }

  const due = card.next_payment_due_date;
  if (!due) return { kind: 'unknown' };
  const daysLeft = dayNumber(due) - dayNumber(today);
  if (daysLeft < 0) return card.is_overdue === false ? { kind: 'due', days_left: daysLeft } : { kind: 'overdue', days_late: -daysLeft };
  if (daysLeft <= CARD_PAYMENT_DUE_SOON_DAYS) return { kind: 'due_soon', days_left: daysLeft };
  return { kind: 'due', days_left: daysLeft };
}
