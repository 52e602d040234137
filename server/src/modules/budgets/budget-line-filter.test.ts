import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { idOf, okJson, subscriberWithLedger, toCents, type RawRow } from '../../../test/ledger.ts';
import type { TestUser } from '../../../test/users.ts';

/**
 * A budget line's figure and its link agree row for row (`budget_line`): a row with only a primary
 * and one whose detailed code is of another primary fall on the primary's "Other" line, a v2 code
 * on its v1 line, a category of the user's own on its own line (not its base's), pending rows on
 * none. Each row's line is written down here by hand, not worked out by the code under test.
 */

const MONTH = '2024-03';
const QUERY = `start_date=${MONTH}-01&end_date=${MONTH}-31&counted_as=spending&pending=false`;

const OTHER_FOOD = 'FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK';
const GROCERIES = 'FOOD_AND_DRINK_GROCERIES';
const RESTAURANT = 'FOOD_AND_DRINK_RESTAURANT';
const OTHER_FEES = 'BANK_FEES_OTHER_BANK_FEES';
/** Put in the user's own "Date nights" (counted as a restaurant) below. */
const DATE_NIGHT = 'date-night';

const row = (id: string, day: number, dollars: number, primary: string, detailed: string | null, pending = false): RawRow => ({
  plaid_transaction_id: id,
  account: 'checking',
  amount_cents: Math.round(dollars * 100),
  date: `${MONTH}-${String(day).padStart(2, '0')}`,
  name: id,
  merchant_name: id,
  category_primary: primary,
  category_detailed: detailed,
  pending,
});

/** Each row with the line its money is on (own: the user's own category's line). */
const ROWS: { row: RawRow; line: string | 'own' | null }[] = [
  { row: row('groceries', 2, 40, 'FOOD_AND_DRINK', GROCERIES), line: GROCERIES },
  { row: row('groceries-refund', 3, -5.5, 'FOOD_AND_DRINK', GROCERIES), line: GROCERIES },
  { row: row('groceries-pending', 27, 9, 'FOOD_AND_DRINK', GROCERIES, true), line: null },
  { row: row('food-only', 4, 12, 'FOOD_AND_DRINK', null), line: OTHER_FOOD },
  { row: row('food-other', 5, 7.25, 'FOOD_AND_DRINK', OTHER_FOOD), line: OTHER_FOOD },
  { row: row('food-mismatch', 6, 20, 'FOOD_AND_DRINK', 'GENERAL_MERCHANDISE_SUPERSTORES'), line: OTHER_FOOD },
  { row: row('late-fee-v2', 7, 35, 'BANK_FEES', 'BANK_FEES_LATE_FEES'), line: OTHER_FEES },
  { row: row('noodles', 8, 30, 'FOOD_AND_DRINK', RESTAURANT), line: RESTAURANT },
  { row: row(DATE_NIGHT, 9, 60, 'FOOD_AND_DRINK', RESTAURANT), line: 'own' },
];

let app: FastifyInstance;
let user: TestUser;
let dateNights: string;

beforeAll(async () => {
  app = await createTestApp();
  ({ user } = await subscriberWithLedger(
    app,
    'budget-line-filter',
    ROWS.map((r) => r.row),
  ));
  const food = ((await okJson(user, '/db_api/categories')).groups as { id: string; name: string }[]).find((g) => g.name === 'Food')!;
  const added = await user.request('POST', '/api/categories', { name: 'Date nights', group_id: food.id, counts_as: RESTAURANT });
  expect(added.statusCode, added.body).toBe(200);
  dateNights = added.json().code;
  const moved = await user.request('PATCH', `/db_api/transactions/${encodeURIComponent(idOf(user, ROWS.find((r) => r.row.plaid_transaction_id === DATE_NIGHT)!.row))}/category`, {
    category: { primary: 'FOOD_AND_DRINK', detailed: dateNights },
    always_for_merchant: false,
  });
  expect(moved.statusCode, moved.body).toBe(200);
});
afterAll(async () => {
  await app.close();
});

const lineOf = (line: string | 'own' | null) => (line === 'own' ? dateNights : line);
/** The rows the test put on a line, and their spent (purchases less refunds) in cents. */
const rowsOn = (line: string) => ROWS.filter((r) => lineOf(r.line) === line).map((r) => r.row);
const spentOn = (line: string) => rowsOn(line).reduce((sum, r) => sum + r.amount_cents, 0);

describe('a budget line and its rows', () => {
  it('lists exactly the rows each line adds up, and the tracker adds up exactly those', async () => {
    const lines = [GROCERIES, OTHER_FOOD, OTHER_FEES, RESTAURANT, dateNights];
    const plan = await user.request('PUT', `/api/budgets/${MONTH}`, { categories: lines.map((category) => ({ category, amount: 100, version: 0 })) });
    expect(plan.statusCode, plan.body).toBe(200);
    const tracker = await okJson(user, `/db_api/budgets/tracker?month=${MONTH}`);
    for (const line of lines) {
      const listed = (await okJson(user, `/db_api/transactions?${QUERY}&budget_line=${line}`)) as { transactions: { transaction_id: string }[]; totals: { spent: number } };
      expect(listed.transactions.map((t) => t.transaction_id).sort(), line).toEqual(rowsOn(line).map((r) => idOf(user, r)).sort());
      expect(toCents(listed.totals.spent), line).toBe(spentOn(line));
      expect(toCents(tracker.rows.find((r: { category: string }) => r.category === line).spent), line).toBe(spentOn(line));
    }
    // Every line with money is planned: nothing is left over as unbudgeted.
    expect(tracker.unbudgeted).toEqual([]);
  });

  it('refuses a code that is no budget line, naming the parameter', async () => {
    for (const code of ['FOOD_AND_DRINK', 'INCOME_WAGES', 'TRANSFER_IN_ACCOUNT_TRANSFER', 'NOT_A_CODE']) {
      const response = await user.request('GET', `/db_api/transactions?${QUERY}&budget_line=${code}`);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().message, code).toContain('budget_line');
    }
  });
});
