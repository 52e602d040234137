import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { parseCsv } from '../../../test/csv.ts';
import { testDatabase } from '../../../test/database.ts';
import { uploadFile } from '../../../test/import-files.ts';
import { idOf, okJson, subscriberWithLedger, type RawRow } from '../../../test/ledger.ts';
import type { TestUser } from '../../../test/users.ts';
import { toolContextFor } from '../assistant/index.ts';
import { runTool, toolDefinitions } from '../assistant/tools.ts';
import { CATEGORY_TAXONOMY } from '../money/index.ts';

/**
 * Categories and groups of the user's own (issue 24, item 1): laid out once from the taxonomy,
 * renamed, reordered, hidden and added to; a category of the user's own counts as the category of
 * Plaid's it is based on in every figure, and is filtered and named by itself; merging one moves
 * its rows and rules. Another user's ids answer 404.
 */

const row = (id: string, date: string, cents: number, name: string, detailed: string): RawRow => ({
  plaid_transaction_id: id,
  account: 'checking',
  amount_cents: cents,
  date,
  name,
  merchant_name: name,
  category_primary: detailed.startsWith('FOOD_AND_DRINK') ? 'FOOD_AND_DRINK' : 'GENERAL_MERCHANDISE',
  category_detailed: detailed,
  pending: false,
});
const ROWS: RawRow[] = [
  row('r-1', '2026-10-04', 4_250, 'Sunday Table', 'FOOD_AND_DRINK_RESTAURANT'),
  row('r-2', '2026-10-11', 3_875, 'Sunday Table', 'FOOD_AND_DRINK_RESTAURANT'),
  row('r-3', '2026-10-12', 2_410, 'Noodle Bar', 'FOOD_AND_DRINK_RESTAURANT'),
  row('g-1', '2026-10-05', 8_990, 'Corner Mart', 'FOOD_AND_DRINK_GROCERIES'),
  row('c-1', '2026-10-06', 475, 'Bean There', 'FOOD_AND_DRINK_COFFEE'),
  row('s-1', '2026-10-07', 12_000, 'Shoe Barn', 'GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES'),
];
const OCTOBER = 'start_date=2026-10-01&end_date=2026-10-31';

interface Category {
  id: string;
  code: string;
  name: string;
  icon: string | null;
  group_id: string;
  counts_as: { primary: string; detailed: string };
  own: boolean;
  hidden: boolean;
}
interface Group {
  id: string;
  name: string;
  icon: string | null;
  hidden: boolean;
  categories: Category[];
}

let app: FastifyInstance;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  ({ user } = await subscriberWithLedger(app, 'categories', ROWS));
  ({ user: other } = await subscriberWithLedger(app, 'categories-other', ROWS));
});
afterAll(async () => {
  await app.close();
});

const layout = async (who: TestUser) => (await okJson(who, '/db_api/categories')).groups as Group[];
const groupNamed = async (who: TestUser, name: string) => (await layout(who)).find((g) => g.name === name)!;
const categoryOf = async (who: TestUser, code: string) => (await layout(who)).flatMap((g) => g.categories).find((c) => c.code === code)!;
const listed = async (who: TestUser, query = '') =>
  (await okJson(who, `/db_api/transactions?${OCTOBER}${query}`)).transactions as { transaction_id: string; category_primary: string; category_detailed: string; amount: number }[];
const spent = async (who: TestUser, query = '') => (await okJson(who, `/db_api/transactions?${OCTOBER}${query}`)).totals.spent as number;
const dollars = (rows: readonly RawRow[]) => rows.reduce((sum, r) => sum + r.amount_cents, 0) / 100;
const recategorize = (who: TestUser, r: RawRow, category: { primary: string; detailed: string } | null, always = false) =>
  who.request('PATCH', `/db_api/transactions/${encodeURIComponent(idOf(who, r))}/category`, { category, always_for_merchant: always });

describe('GET /db_api/categories', () => {
  it('lays out every detailed category of the taxonomy once, in groups, named as the pages name them — once, however many first reads race', async () => {
    const [first, second, third] = await Promise.all([layout(user), layout(user), layout(user)]);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const codes = first.flatMap((g) => g.categories.map((c) => c.code));
    const taxonomy = CATEGORY_TAXONOMY.flatMap((c) => c.detailed);
    expect([...codes].sort()).toEqual([...taxonomy].sort());
    expect(first.map((g) => g.name).slice(0, 4)).toEqual(['Income', 'Housing', 'Bills and utilities', 'Food']);
    const food = first.find((g) => g.name === 'Food')!;
    expect(food.categories.map((c) => c.name)).toContain('Groceries');
    expect(food.categories.find((c) => c.code === 'FOOD_AND_DRINK_COFFEE')).toMatchObject({ name: 'Coffee', own: false, hidden: false, counts_as: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' } });
    // Housing holds the rent and the mortgage, whichever Plaid primary each is under.
    expect(first.find((g) => g.name === 'Housing')!.categories.map((c) => c.code).slice(0, 2)).toEqual(['RENT_AND_UTILITIES_RENT', 'LOAN_PAYMENTS_MORTGAGE_PAYMENT']);
  });
});

describe('renaming, reordering and hiding', () => {
  it("names the category by the user's name in the export and the assistant, and reorders categories and groups", async () => {
    const groceries = await categoryOf(user, 'FOOD_AND_DRINK_GROCERIES');
    const renamed = await user.request('PATCH', `/api/categories/${groceries.id}`, { name: '  Supermarket ', icon: '🛒' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Supermarket', icon: '🛒', code: 'FOOD_AND_DRINK_GROCERIES' });

    // The export names the row's category and its group by the user's names.
    const csv = parseCsv((await user.request('GET', `/db_api/transactions/export?${OCTOBER}&category=FOOD_AND_DRINK_GROCERIES`)).body);
    const [header, ...records] = csv;
    expect(records.map((r) => [r[header!.indexOf('Category')], r[header!.indexOf('Category group')]])).toEqual([['Supermarket', 'Food']]);
    // So does the assistant's search.
    const result = await runTool('search_transactions', JSON.stringify({ start_date: '2026-10-01', end_date: '2026-10-31', categories: ['FOOD_AND_DRINK_GROCERIES'] }), await toolContextFor({ db: (await testDatabase()).db, now: () => Date.parse('2026-11-20T12:00:00Z') }, user.id));
    const found = result as { transactions: { category: string }[] };
    expect(found.transactions, JSON.stringify(result)).toBeDefined();
    expect(found.transactions.map((t) => t.category)).toEqual(['Supermarket']);
    // The other user's Groceries keep their name.
    expect((await categoryOf(other, 'FOOD_AND_DRINK_GROCERIES')).name).toBe('Groceries');

    // First in its group, then the group first of all.
    expect((await user.request('PATCH', `/api/categories/${groceries.id}`, { position: 0 })).statusCode).toBe(200);
    const food = await groupNamed(user, 'Food');
    expect(food.categories[0]!.id).toBe(groceries.id);
    expect(food.categories).toHaveLength(CATEGORY_TAXONOMY.find((c) => c.primary === 'FOOD_AND_DRINK')!.detailed.length);
    expect((await user.request('PATCH', `/api/category_groups/${food.id}`, { position: 0, name: 'Food and drink' })).statusCode).toBe(200);
    expect((await layout(user)).map((g) => g.name).slice(0, 2)).toEqual(['Food and drink', 'Income']);

    // Hidden: marked, still listed; the rows keep it.
    const hidden = await user.request('PATCH', `/api/categories/${groceries.id}`, { hidden: true });
    expect(hidden.json()).toMatchObject({ hidden: true });
    expect((await listed(user, '&category=FOOD_AND_DRINK_GROCERIES')).map((t) => t.transaction_id)).toEqual([idOf(user, ROWS[3]!)]);
    await user.request('PATCH', `/api/categories/${groceries.id}`, { hidden: false });
  });

  it('moves a category to another group, last there, and keeps both groups numbered', async () => {
    const coffee = await categoryOf(user, 'FOOD_AND_DRINK_COFFEE');
    const treats = await user.request('POST', '/api/category_groups', { name: 'Treats', icon: '🍩' });
    expect(treats.statusCode, treats.body).toBe(200);
    expect(treats.json()).toMatchObject({ name: 'Treats', icon: '🍩', hidden: false, categories: [] });
    const moved = await user.request('PATCH', `/api/categories/${coffee.id}`, { group_id: treats.json().id });
    expect(moved.json()).toMatchObject({ group_id: treats.json().id });
    const groups = await layout(user);
    expect(groups.at(-1)!.categories.map((c) => c.code)).toEqual(['FOOD_AND_DRINK_COFFEE']);
    expect(groups.find((g) => g.name === 'Food and drink')!.categories.map((c) => c.code)).not.toContain('FOOD_AND_DRINK_COFFEE');
  });

  it('answers 409 for a name taken in the group (ignoring case), 400 for a bad body, 404 for ids not the caller’s', async () => {
    const food = await groupNamed(user, 'Food and drink');
    const restaurant = food.categories.find((c) => c.code === 'FOOD_AND_DRINK_RESTAURANT')!;
    expect((await user.request('PATCH', `/api/categories/${restaurant.id}`, { name: 'SUPERMARKET' })).statusCode).toBe(409);
    expect((await user.request('POST', '/api/category_groups', { name: 'income' })).statusCode).toBe(409);
    for (const body of [{}, { name: '' }, { name: 'x'.repeat(41) }, { colour: 'red' }, { position: -1 }]) {
      const response = await user.request('PATCH', `/api/categories/${restaurant.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const theirs = await categoryOf(other, 'FOOD_AND_DRINK_RESTAURANT');
    expect((await user.request('PATCH', `/api/categories/${theirs.id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await user.request('PATCH', `/api/category_groups/${theirs.group_id}`, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await user.request('POST', '/api/categories', { name: 'Sneaky', group_id: theirs.group_id })).statusCode).toBe(404);
    expect((await user.request('PATCH', `/api/categories/${restaurant.id}`, { group_id: theirs.group_id })).statusCode).toBe(404);
    expect((await categoryOf(other, 'FOOD_AND_DRINK_RESTAURANT')).name).toBe('Restaurant');
  });
});

describe("renaming Plaid's primary categories", () => {
  it('names a primary by the user’s name in the listing, the export and the assistant, and goes back to the taxonomy’s words', async () => {
    // A row the bank gave only a primary category.
    const renamer = (await subscriberWithLedger(app, 'categories-primaries', [{ ...row('primary-only', '2026-10-05', 1_250, 'Corner Deli', 'FOOD_AND_DRINK_GROCERIES'), category_detailed: null }])).user;
    const renamed = await renamer.request('PUT', '/api/category_primaries/FOOD_AND_DRINK', { name: '  Eating ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ code: 'FOOD_AND_DRINK', name: 'Eating', default_name: 'Food and drink', renamed: true });
    const primaries = (await okJson(renamer, '/db_api/categories')).primaries as { code: string; name: string; renamed: boolean }[];
    expect(primaries.map((p) => p.code)).toEqual(CATEGORY_TAXONOMY.map((c) => c.primary));
    expect(primaries.filter((p) => p.renamed).map((p) => [p.code, p.name])).toEqual([['FOOD_AND_DRINK', 'Eating']]);
    // A row with only the primary in force is named by it in the export; the assistant is offered it by the user's name.
    const [header, ...records] = parseCsv((await renamer.request('GET', `/db_api/transactions/export?${OCTOBER}`)).body);
    expect(records.map((r) => r[header!.indexOf('Category')])).toEqual(['Eating']);
    const context = await toolContextFor({ db: (await testDatabase()).db, now: () => Date.parse('2026-11-20T12:00:00Z') }, renamer.id);
    const search = toolDefinitions(context).find((t) => t.function.name === 'search_transactions')!.function.parameters as { properties: { categories: { description: string } } };
    expect(search.properties.categories.description).toContain('FOOD_AND_DRINK ("Eating")');
    // Nobody else's names change; bad names and codes that are no primary are refused, naming the field.
    expect((await okJson(other, '/db_api/categories')).primaries.find((p: { code: string }) => p.code === 'FOOD_AND_DRINK')).toMatchObject({ name: 'Food and drink', renamed: false });
    for (const [code, body, field] of [
      ['FOOD_AND_DRINK_COFFEE', { name: 'Coffee' }, 'primary'],
      ['FOOD_AND_DRINK', { name: 'x'.repeat(41) }, 'name'],
      ['FOOD_AND_DRINK', { name: '   ' }, 'name'],
      ['FOOD_AND_DRINK', {}, 'name'],
    ] as const) {
      const refused = await renamer.request('PUT', `/api/category_primaries/${code}`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toContain(field);
    }
    const reset = await renamer.request('PUT', '/api/category_primaries/FOOD_AND_DRINK', { name: null });
    expect(reset.json()).toEqual({ code: 'FOOD_AND_DRINK', name: 'Food and drink', default_name: 'Food and drink', renamed: false });
    const [, ...after] = parseCsv((await renamer.request('GET', `/db_api/transactions/export?${OCTOBER}`)).body);
    expect(after.map((r) => r[header!.indexOf('Category')])).toEqual(['Food and drink']);
  });
});

describe('a category of your own', () => {
  let brunch: Category;

  it('counts as its base in every figure, and is filtered and named by itself', async () => {
    const food = await groupNamed(user, 'Food and drink');
    const spentBefore = await spent(user);
    const added = await user.request('POST', '/api/categories', { name: 'Brunch', group_id: food.id, icon: '🥞', counts_as: 'FOOD_AND_DRINK_RESTAURANT' });
    expect(added.statusCode, added.body).toBe(200);
    brunch = added.json();
    expect(brunch).toMatchObject({ name: 'Brunch', icon: '🥞', own: true, hidden: false, group_id: food.id, counts_as: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_RESTAURANT' } });
    expect(brunch.code).toMatch(/^FOOD_AND_DRINK_RESTAURANT_OWN_[0-9A-F]{6}$/);
    expect((await groupNamed(user, 'Food and drink')).categories.at(-1)!.id).toBe(brunch.id);

    // Sunday Table's rows go to Brunch by a rule; the Noodle Bar stays a restaurant.
    const sunday = ROWS.filter((r) => r.name === 'Sunday Table');
    const ruled = await recategorize(user, sunday[0]!, { primary: 'FOOD_AND_DRINK', detailed: brunch.code }, true);
    expect(ruled.statusCode, ruled.body).toBe(200);
    expect((await listed(user, `&category=${brunch.code}`)).map((t) => t.transaction_id).sort()).toEqual(sunday.map((r) => idOf(user, r)).sort());
    // Filtered by its base, a restaurant line's link still finds them, with the other restaurant.
    const restaurants = ROWS.filter((r) => r.category_detailed === 'FOOD_AND_DRINK_RESTAURANT');
    expect((await listed(user, '&category=FOOD_AND_DRINK_RESTAURANT')).map((t) => t.transaction_id).sort()).toEqual(restaurants.map((r) => idOf(user, r)).sort());
    expect(await spent(user, '&category=FOOD_AND_DRINK_RESTAURANT')).toBe(dollars(restaurants));
    expect(await spent(user, `&category=${brunch.code}`)).toBe(dollars(sunday));
    // Spending as a whole is what it was: the same money in a category of the user's.
    expect(await spent(user)).toBe(spentBefore);
    expect(spentBefore).toBe(dollars(ROWS));

    // In a budget Brunch is a line of its own, in the user's Food group: the restaurant line counts the other restaurant's rows only.
    const planner = await okJson(user, '/db_api/budgets?month=2026-10');
    expect(planner.categories.find((r: { category: string }) => r.category === brunch.code)).toMatchObject({ kind: 'spending', category_group_id: food.id, planned: null });
    const plan = await user.request('PUT', '/api/budgets/2026-10', {
      categories: [
        { category: 'FOOD_AND_DRINK_RESTAURANT', amount: 200, version: 0 },
        { category: brunch.code, amount: 60, version: 0 },
      ],
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const tracker = await okJson(user, '/db_api/budgets/tracker?month=2026-10');
    const otherRestaurants = restaurants.filter((r) => r.name !== 'Sunday Table');
    const spentOn = (line: string) => tracker.rows.find((r: { category: string }) => r.category === line).spent;
    expect([spentOn('FOOD_AND_DRINK_RESTAURANT'), spentOn(brunch.code)]).toEqual([dollars(otherRestaurants), dollars(sunday)]);
    expect(tracker.category_groups.find((g: { id: string }) => g.id === food.id)).toMatchObject({ name: 'Food and drink', available: 260, spent: dollars([...otherRestaurants, ...sunday]) });
    // Each line's link finds exactly its rows.
    expect((await listed(user, '&budget_line=FOOD_AND_DRINK_RESTAURANT')).map((t) => t.transaction_id).sort()).toEqual(otherRestaurants.map((r) => idOf(user, r)).sort());
    expect((await listed(user, `&budget_line=${brunch.code}`)).map((t) => t.transaction_id).sort()).toEqual(sunday.map((r) => idOf(user, r)).sort());
    // Another user's own category is no line of this user's budget.
    expect((await other.request('PUT', '/api/budgets/2026-10', { categories: [{ category: brunch.code, amount: 1, version: 0 }] })).statusCode).toBe(400);

    // The assistant is offered it by its code and the user's name, and finds its rows by it.
    const context = await toolContextFor({ db: (await testDatabase()).db, now: () => Date.parse('2026-11-20T12:00:00Z') }, user.id);
    const search = toolDefinitions(context).find((t) => t.function.name === 'search_transactions')!.function.parameters as { properties: { categories: { items: { enum: string[] }; description: string } } };
    expect(search.properties.categories.items.enum).toContain(brunch.code);
    expect(search.properties.categories.description).toContain(`${brunch.code} ("Brunch")`);
    const answer = (await runTool('search_transactions', JSON.stringify({ start_date: '2026-10-01', end_date: '2026-10-31', categories: [brunch.code] }), context)) as { count: number; transactions: { category: string }[] };
    expect([answer.count, answer.transactions.map((t) => t.category)]).toEqual([2, ['Brunch', 'Brunch']]);

    // Named by itself in the export and the details' history.
    const [header, ...records] = parseCsv((await user.request('GET', `/db_api/transactions/export?${OCTOBER}&category=${brunch.code}`)).body);
    expect(records.map((r) => r[header!.indexOf('Category')])).toEqual(['Brunch', 'Brunch']);
    // A file from another app files its rows under the user's categories by name: their own, and Plaid's as they renamed them.
    const wallet = (await user.request('POST', '/api/manual_accounts', { name: 'Wallet', type: 'cash', opening_balance: 100, opening_date: '2026-10-01' })).json();
    const file = 'Date,Description,Amount,Category\n2026-10-20,Pancake House,-18.40,Food: Brunch\n2026-10-21,Fresh Market,-31.10,supermarket\n2026-10-22,Bus,-2.75,Transit\n';
    const preview = (await uploadFile(user, { name: 'wallet.csv', bytes: new TextEncoder().encode(file) })).json();
    expect((await user.request('POST', `/api/imports/${preview.import_id}/commit`, { account_id: wallet.account_id })).statusCode).toBe(200);
    const imported = await okJson(user, `/db_api/transactions?${OCTOBER}&account=${wallet.account_id}`);
    expect(imported.transactions.map((t: { name: string; category_detailed: string }) => [t.name, t.category_detailed]).sort()).toEqual([
      ['Bus', 'TRANSPORTATION_PUBLIC_TRANSIT'],
      ['Fresh Market', 'FOOD_AND_DRINK_GROCERIES'],
      ['Pancake House', brunch.code],
    ]);

    const history = await okJson(user, `/db_api/transactions/${encodeURIComponent(idOf(user, sunday[0]!))}/history`);
    expect(history.changes.map((c: { field: string; from: string; to: string }) => [c.field, c.from, c.to])).toEqual([['category', 'Restaurant', 'Brunch']]);
  });

  it("refuses another user's category of their own and a base it cannot count as", async () => {
    const theirFood = await groupNamed(other, 'Food');
    const theirs = (await other.request('POST', '/api/categories', { name: 'Theirs', group_id: theirFood.id })).json() as Category;
    expect(theirs.counts_as.detailed).toBe('FOOD_AND_DRINK_OTHER_FOOD_AND_DRINK');
    const response = await recategorize(user, ROWS[2]!, { primary: 'FOOD_AND_DRINK', detailed: theirs.code });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('category.detailed');
    const food = await groupNamed(user, 'Food and drink');
    expect((await user.request('POST', '/api/categories', { name: 'Card', group_id: food.id, counts_as: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' })).statusCode).toBe(400);
    expect((await user.request('POST', '/api/categories', { name: 'Primary', group_id: food.id, counts_as: 'FOOD_AND_DRINK' })).statusCode).toBe(400);
    const empty = (await user.request('POST', '/api/category_groups', { name: 'Empty' })).json() as Group;
    const noBase = await user.request('POST', '/api/categories', { name: 'Nothing', group_id: empty.id });
    expect(noBase.statusCode).toBe(400);
    expect(noBase.json().message).toContain('counts_as');
  });

  it('merges one of the user’s own into another category: its rows and rules move, it is gone', async () => {
    const coffee = await categoryOf(user, 'FOOD_AND_DRINK_COFFEE');
    const one = ROWS[4]!;
    expect((await user.request('POST', `/api/categories/${brunch.id}/merge`, { into: brunch.id })).statusCode).toBe(400);
    expect((await user.request('POST', `/api/categories/${brunch.id}/merge`, { into: (await categoryOf(other, 'FOOD_AND_DRINK_COFFEE')).id })).statusCode).toBe(404);
    // One row put in Brunch by hand too.
    expect((await recategorize(user, one, { primary: 'FOOD_AND_DRINK', detailed: brunch.code })).statusCode).toBe(200);

    const rule = await user.request('POST', '/api/rules', { conditions: { text: 'pancake' }, actions: { category: { primary: 'FOOD_AND_DRINK', detailed: brunch.code } } });
    expect(rule.statusCode, rule.body).toBe(200);
    const inBrunch = (await listed(user, `&category=${brunch.code}`)).map((t) => t.transaction_id);
    const spentBefore = await spent(user);
    // Brunch's line (planned at $60 for October above) carries what is left; Coffee's is planned at $15.
    const before = await okJson(user, '/db_api/budgets?month=2026-10');
    const versionOf = (budget: { categories: { category: string; version: number }[] }, line: string) => budget.categories.find((r) => r.category === line)!.version;
    const planned = await user.request('PUT', '/api/budgets/2026-10', {
      categories: [{ category: 'FOOD_AND_DRINK_COFFEE', amount: 15, version: versionOf(before, 'FOOD_AND_DRINK_COFFEE') }],
      rollovers: [{ category: brunch.code, rollover: 'carry_left' }],
    });
    expect(planned.statusCode, planned.body).toBe(200);
    const merged = await user.request('POST', `/api/categories/${brunch.id}/merge`, { into: coffee.id });
    expect(merged.statusCode, merged.body).toBe(200);
    // The budget line goes with it: Coffee's plan is both, its policy Brunch's, Brunch's line is gone.
    const after = await okJson(user, '/db_api/budgets?month=2026-10');
    expect(after.categories.find((r: { category: string }) => r.category === 'FOOD_AND_DRINK_COFFEE')).toMatchObject({ planned: 75, rollover: 'carry_left', version: 2 });
    expect(after.categories.map((r: { category: string }) => r.category)).not.toContain(brunch.code);
    expect(after.totals.planned).toBe(before.totals.planned + 15);
    // The row put there by hand and the file's row filed there by name; the rule's two rows follow the rule.
    expect(merged.json()).toMatchObject({ into: { id: coffee.id }, transactions: 2, rules: 2 });
    // The rule whose action filed rows under it files them under Coffee from now on.
    expect((await okJson(user, '/db_api/rules')).rules.map((r: { actions: object }) => r.actions)).toEqual([{ category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' } }]);
    expect((await layout(user)).flatMap((g) => g.categories).map((c) => c.id)).not.toContain(brunch.id);
    const inCoffee = (await listed(user, '&category=FOOD_AND_DRINK_COFFEE')).map((t) => t.transaction_id);
    // Sunday Table's two by the rule, Bean There by hand (Coffee's only row before), Pancake House from the file.
    expect(inBrunch).toHaveLength(4);
    expect(inCoffee.sort()).toEqual([...inBrunch].sort());
    expect(await listed(user, `&category=${brunch.code}`)).toEqual([]);
    expect(await spent(user)).toBe(spentBefore);
  });

  it('merges one of Plaid’s into another: the bank’s rows of it, past and to come, are filed under the other (a choice by hand stays), and it leaves the pickers', async () => {
    const merger = (await subscriberWithLedger(app, 'categories-merge-plaid', ROWS)).user;
    const restaurant = await categoryOf(merger, 'FOOD_AND_DRINK_RESTAURANT');
    const groceries = await categoryOf(merger, 'FOOD_AND_DRINK_GROCERIES');
    // One restaurant row put elsewhere by hand first: it stays there.
    const byHand = ROWS[2]!;
    expect((await recategorize(merger, byHand, { primary: 'GENERAL_MERCHANDISE', detailed: 'GENERAL_MERCHANDISE_OTHER_GENERAL_MERCHANDISE' })).statusCode).toBe(200);
    const spentBefore = await spent(merger);
    const plan = await merger.request('PUT', '/api/budgets/2026-11', {
      categories: [
        { category: 'FOOD_AND_DRINK_RESTAURANT', amount: 100, version: 0 },
        { category: 'FOOD_AND_DRINK_GROCERIES', amount: 300, version: 0 },
      ],
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const merged = await merger.request('POST', `/api/categories/${restaurant.id}/merge`, { into: groceries.id });
    expect(merged.statusCode, merged.body).toBe(200);
    // The plan goes with the money: Groceries is planned at both; the restaurant line, hidden and holding nothing now, leaves the planner.
    const budget = await okJson(merger, '/db_api/budgets?month=2026-11');
    expect(budget.categories.find((r: { category: string }) => r.category === 'FOOD_AND_DRINK_GROCERIES')).toMatchObject({ planned: 400, version: 2 });
    expect(budget.categories.map((r: { category: string }) => r.category)).not.toContain('FOOD_AND_DRINK_RESTAURANT');
    expect(budget.totals.planned).toBe(400);
    const bankRestaurant = ROWS.filter((r) => r.category_detailed === 'FOOD_AND_DRINK_RESTAURANT');
    expect(merged.json()).toMatchObject({ into: { id: groceries.id }, transactions: bankRestaurant.length - 1, rules: 1 });
    // Groceries now holds its own row and the bank's restaurant rows but the one moved by hand; Plaid's category stays, hidden.
    const inGroceries = ROWS.filter((r) => r.category_detailed === 'FOOD_AND_DRINK_GROCERIES' || (r.category_detailed === 'FOOD_AND_DRINK_RESTAURANT' && r !== byHand));
    expect((await listed(merger, '&category=FOOD_AND_DRINK_GROCERIES')).map((t) => t.transaction_id).sort()).toEqual(inGroceries.map((r) => idOf(merger, r)).sort());
    expect(await spent(merger, '&category=FOOD_AND_DRINK_GROCERIES')).toBe(dollars(inGroceries));
    expect(await spent(merger)).toBe(spentBefore);
    expect(await categoryOf(merger, 'FOOD_AND_DRINK_RESTAURANT')).toMatchObject({ id: restaurant.id, hidden: true });
    expect((await okJson(merger, '/db_api/rules')).rules.map((r: { conditions: object; actions: object }) => [r.conditions, r.actions])).toEqual([
      [{ bank_category: 'FOOD_AND_DRINK_RESTAURANT' }, { category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' } }],
    ]);
    // A row the bank files under Restaurant later lands in Groceries as it is written.
    const preview = (await uploadFile(merger, { name: 'later.csv', bytes: new TextEncoder().encode('Date,Description,Amount,Category\n2026-10-20,Taco Stand,-18.40,Restaurants\n') })).json();
    const wallet = (await merger.request('POST', '/api/manual_accounts', { name: 'Wallet', type: 'cash', opening_balance: 50, opening_date: '2026-10-01' })).json();
    expect((await merger.request('POST', `/api/imports/${preview.import_id}/commit`, { account_id: wallet.account_id })).statusCode).toBe(200);
    expect((await listed(merger, `&account=${wallet.account_id}`)).map((t) => [t.amount, t.category_detailed])).toEqual([[18.4, 'FOOD_AND_DRINK_GROCERIES']]);
  });
});
