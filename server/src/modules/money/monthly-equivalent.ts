/**
 * A recurring amount's monthly equivalent, exactly in cents: how many times a year each frequency
 * falls (weekly 52, biweekly 26, semi-monthly 24, monthly 12, annually 1), the yearly cents summed
 * as integers, divided by 12 and rounded once (half up). A frequency not listed (Plaid's
 * `UNKNOWN`) adds nothing.
 */
export const TIMES_A_YEAR: Readonly<Record<string, number>> = { WEEKLY: 52, BIWEEKLY: 26, SEMI_MONTHLY: 24, MONTHLY: 12, ANNUALLY: 1 };

/** The monthly equivalent of the amounts together, in cents: `sum(cents × times a year) / 12`, rounded once. */
export function monthlyEquivalentCents(amounts: readonly { cents: number; frequency: string }[]): number {
  const yearly = amounts.reduce((total, a) => total + Math.abs(a.cents) * (TIMES_A_YEAR[a.frequency] ?? 0), 0);
  return Math.floor((yearly + 6) / 12);
}
