import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { testDatabase } from './database.ts';
import { givenSubscriber, signedInUser, type TestUser } from './users.ts';

/** A transaction as a sync stores it: Plaid's sign (positive is money leaving the account). */
export interface RawRow {
  plaid_transaction_id: string;
  account: 'checking' | 'card';
  amount_cents: number;
  date: string;
  name: string;
  merchant_name: string | null;
  category_primary: string | null;
  category_detailed: string | null;
  pending: boolean;
  logo_url?: string | null;
  website?: string | null;
}

/** The user's two banks (external ids) and accounts (Plaid ids), as the API names them. */
export interface SeededLedger {
  checkingItem: string;
  cardItem: string;
  accounts: { checking: string; card: string };
}

/**
 * Writes the rows for the user directly (no vendor involved): a checking account at one bank, a
 * card at another. Transaction ids become `${user.id}-${plaid_transaction_id}`, unique across users.
 */
export async function seedLedger(user: { id: string }, raw: RawRow[]): Promise<SeededLedger> {
  const { db } = await testDatabase();
  const item = async (name: string) =>
    db
      .insertInto('items')
      .values({ user_id: user.id, external_id: `item-${randomUUID()}`, plaid_item_id: randomUUID(), access_token_ciphertext: 'sealed', institution_id: 'ins_test', institution_name: name })
      .returning(['id', 'external_id'])
      .executeTakeFirstOrThrow();
  const first = await item('First Test Bank');
  const second = await item('Second Test Bank');
  const account = async (itemId: string, name: string, type: string) =>
    db.insertInto('accounts').values({ user_id: user.id, item_id: itemId, plaid_account_id: `acc-${randomUUID()}`, name, type }).returning(['id', 'plaid_account_id']).executeTakeFirstOrThrow();
  const checking = await account(first.id, 'Checking', 'depository');
  const card = await account(second.id, 'Card', 'credit');
  const accounts = { checking: { id: checking.id, item: first.id }, card: { id: card.id, item: second.id } };
  if (raw.length) {
    await db
      .insertInto('transactions')
      .values(raw.map(({ account, ...r }) => ({ ...r, plaid_transaction_id: `${user.id}-${r.plaid_transaction_id}`, user_id: user.id, item_id: accounts[account].item, account_id: accounts[account].id })))
      .execute();
  }
  return { checkingItem: first.external_id, cardItem: second.external_id, accounts: { checking: checking.plaid_account_id, card: card.plaid_account_id } };
}

export type ReadmeKind = 'spending' | 'refund' | 'income' | 'left out';

/**
 * README, "How Ledgerline counts money", written again for tests (rows without matched transfer
 * pairs or user categories): what a raw row adds to spent and to income, and whether it is in the
 * totals at all. Deliberately not the server's code, so its arithmetic is checked independently.
 */
export function readmeCounting(r: Pick<RawRow, 'category_primary' | 'amount_cents' | 'pending'>): { kind: ReadmeKind; inTotals: boolean; spentCents: number; incomeCents: number } {
  const category = r.category_primary;
  const kind: ReadmeKind =
    category === 'TRANSFER_IN' || category === 'TRANSFER_OUT' || category === 'LOAN_PAYMENTS'
      ? 'left out'
      : category === 'INCOME'
        ? 'income'
        : r.amount_cents >= 0
          ? 'spending'
          : category === null || category === 'OTHER' || category === 'LOAN_DISBURSEMENTS'
            ? 'left out'
            : 'refund';
  const inTotals = !r.pending && kind !== 'left out';
  return {
    kind,
    inTotals,
    spentCents: inTotals && (kind === 'spending' || kind === 'refund') ? r.amount_cents : 0,
    incomeCents: inTotals && kind === 'income' ? -r.amount_cents : 0,
  };
}

/** Spent, income, count and spent per category of the rows, by `readmeCounting`. */
export function readmeTotals(rows: RawRow[]) {
  let spent = 0;
  let income = 0;
  let count = 0;
  const byCategory = new Map<string | null, number>();
  for (const r of rows) {
    const c = readmeCounting(r);
    if (!c.inTotals) continue;
    count++;
    spent += c.spentCents;
    income += c.incomeCents;
    if (c.kind !== 'income') byCategory.set(r.category_primary, (byCategory.get(r.category_primary) ?? 0) + c.spentCents);
  }
  const categories = [...byCategory].filter(([, cents]) => cents !== 0).sort((a, b) => b[1] - a[1] || (a[0] ?? '').localeCompare(b[0] ?? ''));
  return { spent, income, count, byCategory: new Map(categories), categories };
}

/** Dollars from the API back to exact cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/** A signed-in subscriber whose banks hold the rows. */
export async function subscriberWithLedger(app: FastifyInstance, name: string, raw: RawRow[]): Promise<{ user: TestUser; banks: SeededLedger }> {
  const user = await signedInUser(app, name);
  await givenSubscriber(user);
  return { user, banks: await seedLedger(user, raw) };
}

/** The body of a GET the user must be answered 200. */
export async function okJson(user: TestUser, url: string) {
  const response = await user.request('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The merchant a row belongs to (README: Plaid's merchant name, else the transaction's name). */
export const merchantOf = (r: RawRow) => r.merchant_name || r.name;
/** The id the API gives the user's seeded row. */
export const idOf = (user: { id: string }, r: RawRow) => `${user.id}-${r.plaid_transaction_id}`;
