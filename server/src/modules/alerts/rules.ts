import { UNUSUAL_CHARGE_MIN_PRIOR, UNUSUAL_CHARGE_MULTIPLE } from './config.ts';

/** The median of amounts in cents (the mean of the middle two for an even count); null for none. */
export function medianCents(amounts: readonly number[]): number | null {
  if (amounts.length === 0) return null;
  const sorted = [...amounts].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** The merchant's usual charge when this one is unusually large against it (README, "Alerts"), else null. */
export function unusualAgainst(amountCents: number, priorCents: readonly number[]): number | null {
  if (priorCents.length < UNUSUAL_CHARGE_MIN_PRIOR) return null;
  const median = medianCents(priorCents)!;
  return amountCents > UNUSUAL_CHARGE_MULTIPLE * median ? median : null;
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
