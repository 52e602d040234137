import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { idOf, okJson, subscriberWithLedger, type RawRow } from '../../../test/ledger.ts';
import type { TestUser } from '../../../test/users.ts';

/**
 * A transaction's history of changes (issue 24, item 5): each change the person made, what it was
 * and what it became, newest first; a change to the same value records nothing; another user's
 * transaction is 404.
 */

const ROW: RawRow = {
  plaid_transaction_id: 'h-1',
  account: 'card',
  amount_cents: 8_640,
  date: '2026-11-18',
  name: 'CORNER MART 0042',
  merchant_name: 'Corner Mart',
  category_primary: 'FOOD_AND_DRINK',
  category_detailed: 'FOOD_AND_DRINK_GROCERIES',
  pending: false,
};

let app: FastifyInstance;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  ({ user } = await subscriberWithLedger(app, 'history', [ROW]));
  ({ user: other } = await subscriberWithLedger(app, 'history-other', [ROW]));
});
afterAll(async () => {
  await app.close();
});

const id = (who: TestUser = user) => encodeURIComponent(idOf(who, ROW));
const ok = async (response: Promise<{ statusCode: number; body: string }>) => expect((await response).statusCode, (await response).body).toBe(200);
const history = async (who: TestUser = user) => (await okJson(who, `/db_api/transactions/${id(who)}/history`)).changes as { changed_at: string; field: string; from: string | null; to: string | null }[];

describe('GET /db_api/transactions/{transaction_id}/history', () => {
  it('lists each change with what it was and became, newest first, and nothing for a change to the same value', async () => {
    expect(await history()).toEqual([]);
    await ok(user.request('PATCH', `/api/transactions/${id()}/marks`, { note: 'Dinner party', tags: ['Friends'] }));
    await ok(user.request('PATCH', `/api/transactions/${id()}/marks`, { note: 'Dinner party' }));
    await ok(user.request('PATCH', `/db_api/transactions/${id()}/category`, { category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_RESTAURANT' } }));
    await ok(user.request('PUT', `/api/transactions/${id()}/merchant_name`, { name: 'The corner shop' }));
    await ok(user.request('PATCH', `/api/transactions/${id()}/marks`, { hidden: true, reviewed: true }));

    const changes = await history();
    // Newest first; two fields of one change in the order they were written (the note before the tags, hidden before reviewed).
    expect(changes.map(({ field, from, to }) => [field, from, to])).toEqual([
      ['reviewed', 'no', 'yes'],
      ['hidden', 'no', 'yes'],
      ['merchant', 'Corner Mart', 'The corner shop'],
      ['category', 'Groceries', 'Restaurant'],
      ['tags', null, 'Friends'],
      ['note', null, 'Dinner party'],
    ]);
    const times = changes.map((c) => Date.parse(c.changed_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("answers 404 for another user's transaction, and records nothing on it", async () => {
    expect((await other.request('GET', `/db_api/transactions/${id()}/history`)).statusCode).toBe(404);
    expect((await other.request('PATCH', `/api/transactions/${id()}/marks`, { note: 'Mine' })).statusCode).toBe(404);
    expect(await history(other)).toEqual([]);
  });
});
