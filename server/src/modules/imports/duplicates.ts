import { createHash } from 'node:crypto';
import { similarNames } from './similar-names.ts';

/** Dates at most this many days apart can be the same transaction (a bank's posting date against a card's). */
export const DUPLICATE_DAYS = 3;

export interface CandidateRow {
  date: string;
  amountCents: number;
  name: string;
  /** The row's identity in its account (`importKey`). */
  key: string;
}

export interface StoredRow {
  date: string;
  amount_cents: number;
  name: string;
  merchant_name: string | null;
  import_key: string | null;
}

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/**
 * Each file row's identity in its account: the bank's own id when the file gives one (OFX FITID, a
 * CSV's transaction id), else a hash of its date, amount and name with how many equal rows came
 * before it in the file (two coffees of the same price on one day are two rows). The same file, or
 * a later export overlapping it, gives the same keys again.
 */
export function importKeys(rows: readonly { date: string; amountCents: number; name: string; externalId: string | null }[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    if (row.externalId) return `id:${row.externalId}`;
    const base = createHash('sha256').update(`${row.date}|${row.amountCents}|${row.name.trim().toLowerCase()}`).digest('base64url').slice(0, 22);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return `h:${base}:${n}`;
  });
}

/**
 * Which file rows are likely duplicates of rows already in the account: the same key (imported
 * before, or the bank's same id), or the same amount, dates at most 3 days apart and a similar
 * name. Each stored row answers for one file row at most, and a key repeated within the file is a
 * duplicate from its second time on.
 */
export function findDuplicates(rows: readonly CandidateRow[], stored: readonly StoredRow[]): boolean[] {
  const storedKeys = new Set(stored.flatMap((s) => (s.import_key ? [s.import_key] : [])));
  const byAmount = new Map<number, { day: number; names: string[]; used: boolean; key: string | null }[]>();
  for (const s of stored) {
    const list = byAmount.get(s.amount_cents) ?? [];
    list.push({ day: dayNumber(s.date), names: s.merchant_name ? [s.name, s.merchant_name] : [s.name], used: false, key: s.import_key });
    byAmount.set(s.amount_cents, list);
  }
  // Rows imported before are matched by key first, so they do not take the place of another row's match.
  const rowKeys = new Set(rows.map((r) => r.key));
  for (const list of byAmount.values()) for (const s of list) if (s.key && rowKeys.has(s.key)) s.used = true;
  const fileKeys = new Set<string>();
  return rows.map((row) => {
    if (storedKeys.has(row.key) || fileKeys.has(row.key)) return true;
    fileKeys.add(row.key);
    const day = dayNumber(row.date);
    const match = byAmount.get(row.amountCents)?.find((s) => !s.used && Math.abs(s.day - day) <= DUPLICATE_DAYS && s.names.some((name) => similarNames(name, row.name)));
    if (!match) return false;
    match.used = true;
    return true;
  });
}
