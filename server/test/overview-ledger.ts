import { randomUUID } from 'node:crypto';
import type { ItemStatus } from '../src/db/schema.ts';
import { testDatabase } from './database.ts';
import type { RawRow } from './ledger.ts';

/**
 * A user's whole financial picture written directly (no vendor involved), for the budget
 * overview's tests: banks with a status, accounts of every type with balances and limits, card
 * details, recurring streams, and transactions on any of the accounts.
 */

export interface SeedAccount {
  /** The test's own name for the account, which rows and streams refer to. */
  key: string;
  bank: string;
  name: string;
  type: string;
  subtype?: string;
  mask?: string;
  current_cents: number | null;
  available_cents?: number | null;
  limit_cents?: number | null;
  card?: { is_overdue: boolean | null; minimum_payment_cents: number | null; next_payment_due_date: string | null };
}

/** A transaction on one of the seeded accounts: Plaid's sign (positive is money leaving the account). */
export type SeedRow = Omit<RawRow, 'account'> & { account: string };

export interface SeedStream {
  account: string;
  direction: 'inflow' | 'outflow';
  description: string;
  merchant_name: string | null;
  category_primary: string | null;
  category_detailed?: string | null;
  frequency: string;
  /** Plaid's sign: an inflow's amount is negative. */
  last_amount_cents: number;
  last_date: string;
  is_active?: boolean;
}

export interface SeedBank {
  name: string;
  status?: ItemStatus;
}

/** Writes the banks, accounts, card details, streams and rows for the user; answers each account key's Plaid id. */
export async function seedOverviewLedger(user: { id: string }, { banks, accounts, rows = [], streams = [] }: { banks: SeedBank[]; accounts: SeedAccount[]; rows?: SeedRow[]; streams?: SeedStream[] }): Promise<Map<string, string>> {
  const { db } = await testDatabase();
  const items = new Map<string, string>();
  for (const bank of banks) {
    const item = await db
      .insertInto('items')
      .values({ user_id: user.id, external_id: `item-${randomUUID()}`, plaid_item_id: randomUUID(), access_token_ciphertext: 'sealed', institution_id: 'ins_test', institution_name: bank.name, status: bank.status ?? 'active' })
      .returning('id')
      .executeTakeFirstOrThrow();
    items.set(bank.name, item.id);
  }
  const ids = new Map<string, { id: string; item: string; plaid: string }>();
  for (const a of accounts) {
    const item = items.get(a.bank)!;
    const row = await db
      .insertInto('accounts')
      .values({ user_id: user.id, item_id: item, plaid_account_id: `acc-${randomUUID()}`, name: a.name, type: a.type, subtype: a.subtype ?? null, mask: a.mask ?? null, current_cents: a.current_cents, available_cents: a.available_cents ?? null, limit_cents: a.limit_cents ?? null })
      .returning(['id', 'plaid_account_id'])
      .executeTakeFirstOrThrow();
    ids.set(a.key, { id: row.id, item, plaid: row.plaid_account_id });
    if (a.card) await db.insertInto('credit_liabilities').values({ account_id: row.id, user_id: user.id, aprs: JSON.stringify([]), ...a.card }).execute();
  }
  if (rows.length) {
    await db
      .insertInto('transactions')
      .values(rows.map(({ account, ...r }) => ({ ...r, plaid_transaction_id: `${user.id}-${r.plaid_transaction_id}`, user_id: user.id, item_id: ids.get(account)!.item, account_id: ids.get(account)!.id })))
      .execute();
  }
  for (const [i, s] of streams.entries()) {
    const { account, is_active = true, ...stream } = s;
    await db
      .insertInto('recurring_streams')
      .values({ ...stream, is_active, user_id: user.id, item_id: ids.get(account)!.item, stream_id: `stream-${i}`, account_plaid_id: ids.get(account)!.plaid, average_amount_cents: stream.last_amount_cents })
      .execute();
  }
  return new Map([...ids].map(([key, v]) => [key, v.plaid]));
}
