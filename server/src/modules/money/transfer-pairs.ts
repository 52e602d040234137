import { TRANSFER_MATCH_DAYS } from './rules.ts';

/** A row that may be one half of a transfer (see `isTransferPairCandidate`). */
export interface TransferPairCandidate {
  id: string;
  accountId: string;
  /** Plaid's sign: positive is money leaving the account. */
  amountCents: number;
  /** YYYY-MM-DD. */
  date: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * Pairs each money-leaving row with a money-arriving row of the same amount in another of the
 * user's accounts at most TRANSFER_MATCH_DAYS apart, each row in one pair at most. Closest dates
 * pair first, then earliest, then by id, so the same rows always give the same pairs. Returns
 * each matched row's partner, both ways.
 */
export function matchTransferPairs(candidates: readonly TransferPairCandidate[]): Map<string, string> {
  const byAmount = new Map<number, { outflows: TransferPairCandidate[]; inflows: TransferPairCandidate[] }>();
  for (const row of candidates) {
    if (row.amountCents === 0) continue;
    const group = byAmount.get(Math.abs(row.amountCents)) ?? { outflows: [], inflows: [] };
    (row.amountCents > 0 ? group.outflows : group.inflows).push(row);
    byAmount.set(Math.abs(row.amountCents), group);
  }

  const partners = new Map<string, string>();
  for (const { outflows, inflows } of byAmount.values()) {
    if (outflows.length === 0 || inflows.length === 0) continue;
    const options: { gap: number; out: TransferPairCandidate; into: TransferPairCandidate }[] = [];
    for (const out of outflows) {
      for (const into of inflows) {
        const gap = Math.abs(dayNumber(out.date) - dayNumber(into.date));
        if (gap <= TRANSFER_MATCH_DAYS && out.accountId !== into.accountId) options.push({ gap, out, into });
      }
    }
    options.sort(
      (a, b) =>
        a.gap - b.gap ||
        a.out.date.localeCompare(b.out.date) ||
        a.out.id.localeCompare(b.out.id) ||
        a.into.date.localeCompare(b.into.date) ||
        a.into.id.localeCompare(b.into.id),
    );
    for (const { out, into } of options) {
      if (partners.has(out.id) || partners.has(into.id)) continue;
      partners.set(out.id, into.id);
      partners.set(into.id, out.id);
    }
  }
  return partners;
}
