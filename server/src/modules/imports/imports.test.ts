import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { besideAWritingSync } from '../../../test/banking.ts';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { BROKEN_FIXTURES, FIXTURE_AMOUNTS, fixtureBytes, uploadFile } from '../../../test/import-files.ts';
import { okJson, subscriberWithLedger, toCents, type RawRow } from '../../../test/ledger.ts';
import { givenSubscriber, signedInUser, type TestUser } from '../../../test/users.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const csvFile = (name: string, lines: string[]) => ({ name, bytes: new TextEncoder().encode(`${lines.join('\n')}\n`) });

async function subscriber(name: string): Promise<TestUser> {
  const user = await signedInUser(app, name);
  await givenSubscriber(user);
  return user;
}

/** The account's stored rows, straight from the database: what the import really left. */
async function storedRows(userId: string, apiAccountId: string) {
  const { db } = await testDatabase();
  return db
    .selectFrom('transactions as t')
    .innerJoin('accounts as a', 'a.id', 't.account_id')
    .select(['t.amount_cents', 't.date', 't.name', 't.import_id', 't.category_primary'])
    .where('t.user_id', '=', userId)
    .where('a.plaid_account_id', '=', apiAccountId)
    .orderBy('t.date')
    .execute();
}

async function preview(user: TestUser, file: { name: string; bytes: Uint8Array }, fields: Record<string, string> = {}) {
  const response = await uploadFile(user, file, fields);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function commit(user: TestUser, importId: string, body: object) {
  const response = await user.request('POST', `/api/imports/${importId}/commit`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function manualAccount(user: TestUser, body: object = { name: 'Wallet', type: 'cash', opening_balance: 0, opening_date: '2000-01-01' }) {
  const response = await user.request('POST', '/api/manual_accounts', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Promise<{ account_id: string; balance: number; opening_balance: number; name: string }>;
}

describe('every fixture', () => {
  it.each(Object.keys(FIXTURE_AMOUNTS))('%s: previewed with its figures, committed into a new manual account with exactly its rows', async (file) => {
    const user = await subscriber('importer');
    const amounts = FIXTURE_AMOUNTS[file]!();
    expect(amounts.length).toBeGreaterThan(0);
    const body = await preview(user, { name: file, bytes: fixtureBytes(file) });
    expect(body.format).toBe(file.endsWith('.csv') ? 'csv' : file.endsWith('.qif') ? 'qif' : 'ofx');
    expect(body.counts).toEqual({ rows: amounts.length, new: amounts.length, duplicates: 0 });
    expect(body.rows.map((r: { amount: number }) => toCents(r.amount))).toEqual(amounts.slice(0, 50));
    expect(body.problems).toEqual([]);
    if (body.format === 'csv') expect(body.csv.mapping.columns.date).toEqual(expect.any(Number));

    const committed = await commit(user, body.import_id, { new_account: { name: `From ${file}`, type: 'checking' } });
    expect(committed).toMatchObject({ import_id: body.import_id, status: 'committed', added: amounts.length, duplicates_skipped: 0, rows: amounts.length, account_name: `From ${file}` });
    const rows = await storedRows(user.id, committed.account_id);
    expect(rows).toHaveLength(amounts.length);
    expect(sum(rows.map((r) => r.amount_cents))).toBe(sum(amounts));
    expect(rows.every((r) => r.import_id === body.import_id)).toBe(true);
    // A new manual account from a file: its balance follows its transactions (money in raises it).
    // From a one-statement OFX with a closing balance, it opens the day before the first row so that the balance after is that closing balance.
    const text = fixtureBytes(file).toString('latin1');
    const ledgers = [...text.matchAll(/<LEDGERBAL>\s*<BALAMT>([-+\d.]+)/g)].map((m) => Math.round(Number(m[1]) * 100));
    const card = /<CCSTMTRS>/.test(text);
    const closing = ledgers.length === 1 ? (card ? -ledgers[0]! : ledgers[0]!) : null;
    const accounts = await okJson(user, '/api/accounts');
    const account = accounts.accounts.find((a: { account_id: string }) => a.account_id === committed.account_id);
    expect(toCents(account.balances.current)).toBe(closing ?? -sum(amounts));
    if (closing !== null) {
      const dates = [...text.matchAll(/<DTPOSTED>\s*(\d{4})(\d\d)(\d\d)/g)].map((m) => `${m[1]}-${m[2]}-${m[3]}`).sort();
      const dayBefore = new Date(Date.parse(`${dates[0]}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      // The preview shows it: for a card, what is owed rises with money out; for a deposit account the balance falls.
      expect(toCents(body.accounts[0].opening_balance)).toBe(card ? closing - sum(amounts) : closing + sum(amounts));
      expect(body.accounts[0].opening_date).toBe(dayBefore);
    }
  });
});

describe('a file that splits its rows (QIF)', () => {
  it('keeps each split as the transaction’s parts: amounts from the file, categories read as the person’s, memos as the parts’ notes, counted in the totals', async () => {
    const user = await subscriber('qif-splits');
    const text = fixtureBytes('qif-bank-splits.qif').toString('latin1');
    // The file's split records, read here: each T amount followed by its S/E/$ lines.
    const records = text.split(/^\^$/m).filter((r) => /^S/m.test(r));
    const expected = records.map((r) => ({
      total: Math.round(-Number(/^T(.+)$/m.exec(r)![1]!.replace(/,/g, '')) * 100),
      parts: [...r.matchAll(/^\$(.+)$/gm)].map((m) => Math.round(-Number(m[1]!.replace(/,/g, '')) * 100)),
      notes: r.split(/^S/m).slice(1).map((part) => /^E(.+)$/m.exec(part)?.[1] ?? null),
    }));
    expect(expected.length).toBe(2);
    const body = await preview(user, { name: 'qif-bank-splits.qif', bytes: fixtureBytes('qif-bank-splits.qif') });
    const committed = await commit(user, body.import_id, { new_account: { name: 'Quicken checking', type: 'checking' } });
    const listed = await okJson(user, `/db_api/transactions?account=${committed.account_id}&page_size=100`);
    for (const record of expected) {
      const parts = listed.transactions.filter((t: { split: { whole_amount: number } | null }) => t.split && toCents(t.split.whole_amount) === Math.abs(record.total));
      expect(parts.map((t: { amount: number }) => toCents(t.amount))).toEqual(record.parts.map(Math.abs));
      expect(parts.map((t: { split: { note: string | null } }) => t.split.note)).toEqual(record.notes);
      expect(parts.map((t: { split: { part: number; parts: number } }) => [t.split.part, t.split.parts])).toEqual(record.parts.map((_, i) => [i + 1, record.parts.length]));
    }
    // The groceries part is the person's Groceries; the page's spent counts every part of the split rows as the file's amounts add up.
    const groceries = listed.transactions.find((t: { split: { note: string | null } | null }) => t.split?.note === 'Food');
    expect(groceries.category_detailed).toBe('FOOD_AND_DRINK_GROCERIES');
    expect(toCents(listed.totals.outflow)).toBe(sum(listed.transactions.filter((t: { direction: string }) => t.direction === 'outflow').map((t: { amount: number }) => toCents(t.amount))));
  });
});

describe('a broken file', () => {
  it.each(Object.keys(BROKEN_FIXTURES))('%s: 400 naming the line, and nothing stored', async (file) => {
    const user = await subscriber('broken');
    const response = await uploadFile(user, { name: file, bytes: fixtureBytes(file) });
    expect(response.statusCode, response.body).toBe(400);
    const line = BROKEN_FIXTURES[file]!();
    expect(response.json()).toMatchObject({ error: { error_code: 'INVALID_FILE' }, problems: expect.arrayContaining([expect.objectContaining({ line })]) });
    expect(response.json().message).toContain(`Line ${line}`);
    const { db } = await testDatabase();
    expect(await db.selectFrom('imports').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await db.selectFrom('transactions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('a CSV whose mapping does not fit answers the mapping tried, and reads with the mapping sent back edited', async () => {
    const user = await subscriber('mapper');
    const file = csvFile('odd.csv', ['When,What,Out', '2024-02-01,Bakery,4.50', '2024-02-02,Books,12.00']);
    const first = await uploadFile(user, file);
    expect(first.statusCode).toBe(400);
    const mapping = { ...first.json().csv.mapping, header_line: 1, sign: 'positive-is-out', columns: { date: 0, name: 1, amount: 2 } };
    const body = await preview(user, file, { mapping: JSON.stringify(mapping) });
    expect(body.rows.map((r: { amount: number }) => toCents(r.amount))).toEqual([450, 1200]);
    expect(body.csv.mapping).toMatchObject({ sign: 'positive-is-out', columns: { date: 0, name: 1, amount: 2 } });
  });
});

describe('duplicates, re-import and undo', () => {
  const synced: RawRow[] = [
    { plaid_transaction_id: 's1', account: 'checking', amount_cents: 475, date: '2024-01-02', name: 'COFFEE SHOP #123', merchant_name: 'Coffee Shop', category_primary: 'FOOD_AND_DRINK', category_detailed: null, pending: false },
    { plaid_transaction_id: 's2', account: 'checking', amount_cents: 13218, date: '2024-01-06', name: 'GROCERY STORE, INC.', merchant_name: null, category_primary: 'FOOD_AND_DRINK', category_detailed: null, pending: false },
  ];
  // Two rows the bank already synced (a day or two apart, spelled differently), one that only looks alike (another amount), one new.
  const file = csvFile('checking.csv', ['Date,Description,Amount', '2024-01-03,Coffee Shop,-4.75', '2024-01-07,Grocery Store,-132.18', '2024-01-08,Coffee Shop,-5.75', '2024-01-09,Bookshop,-20.00']);
  const fileCents = [475, 13218, 575, 2000];

  it('likely duplicates of synced rows are counted, flagged and skipped; the rest is added', async () => {
    const { user, banks } = await subscriberWithLedger(app, 'dups', synced);
    const body = await preview(user, file, { account_id: banks.accounts.checking });
    expect(body.account_id).toBe(banks.accounts.checking);
    expect(body.counts).toEqual({ rows: 4, new: 2, duplicates: 2 });
    expect(body.rows.map((r: { duplicate: boolean }) => r.duplicate)).toEqual([true, true, false, false]);
    const committed = await commit(user, body.import_id, { account_id: banks.accounts.checking });
    expect(committed).toMatchObject({ status: 'committed', added: 2, duplicates_skipped: 2, account_id: banks.accounts.checking });
    const rows = await storedRows(user.id, banks.accounts.checking);
    expect(rows.map((r) => r.amount_cents).sort((a, b) => a - b)).toEqual([...synced.map((r) => r.amount_cents), 575, 2000].sort((a, b) => a - b));

    // The same file again adds nothing, even when told to keep duplicates.
    const again = await preview(user, file, { account_id: banks.accounts.checking });
    expect(again.counts).toEqual({ rows: 4, new: 0, duplicates: 4 });
    expect(await commit(user, again.import_id, { account_id: banks.accounts.checking, skip_duplicates: false })).toMatchObject({ added: 0, duplicates_skipped: 4 });
    expect(await storedRows(user.id, banks.accounts.checking)).toHaveLength(4);
  });

  it('undo removes exactly the rows of that import, and the list shows what is left, newest first', async () => {
    const { user, banks } = await subscriberWithLedger(app, 'undo', synced);
    const first = await preview(user, file, { account_id: banks.accounts.checking });
    await commit(user, first.import_id, { account_id: banks.accounts.checking, skip_duplicates: false });
    const second = await preview(user, csvFile('more.csv', ['Date,Description,Amount', '2024-02-01,Bakery,-3.10']), { account_id: banks.accounts.checking });
    await commit(user, second.import_id, { account_id: banks.accounts.checking });
    expect((await okJson(user, '/db_api/imports')).imports.map((i: { import_id: string }) => i.import_id)).toEqual([second.import_id, first.import_id]);

    const undone = await user.request('DELETE', `/api/imports/${first.import_id}`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ status: 'success', removed: fileCents.length });
    const rows = await storedRows(user.id, banks.accounts.checking);
    expect(rows.map((r) => r.amount_cents).sort((a, b) => a - b)).toEqual([...synced.map((r) => r.amount_cents), 310].sort((a, b) => a - b));
    expect((await okJson(user, '/db_api/imports')).imports).toEqual([expect.objectContaining({ import_id: second.import_id, added: 1, file_name: 'more.csv', format: 'csv', account_id: banks.accounts.checking })]);
    expect((await user.request('GET', `/api/imports/${first.import_id}`)).statusCode).toBe(404);
  });

  it('a commit twice is a 409, and exactly one of account_id and new_account is needed', async () => {
    const user = await subscriber('twice');
    const body = await preview(user, file);
    expect((await user.request('POST', `/api/imports/${body.import_id}/commit`, {})).statusCode).toBe(400);
    const account = await manualAccount(user);
    const both = await user.request('POST', `/api/imports/${body.import_id}/commit`, { account_id: account.account_id, new_account: { name: 'X', type: 'cash' } });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain('account_id');
    await commit(user, body.import_id, { account_id: account.account_id });
    expect((await user.request('POST', `/api/imports/${body.import_id}/commit`, { account_id: account.account_id })).statusCode).toBe(409);
  });
});

describe('another user', () => {
  it("another user's import id and account id are 404, and nothing of theirs changes", async () => {
    const owner = await subscriber('owner');
    const other = await subscriber('other');
    const account = await manualAccount(owner);
    const body = await preview(owner, csvFile('mine.csv', ['Date,Description,Amount', '2024-03-01,Lunch,-9.00']));
    for (const [method, url, payload] of [
      ['GET', `/api/imports/${body.import_id}`],
      ['POST', `/api/imports/${body.import_id}/commit`, { new_account: { name: 'Mine now', type: 'cash' } }],
      ['DELETE', `/api/imports/${body.import_id}`],
      ['PATCH', `/api/manual_accounts/${account.account_id}`, { name: 'Mine now' }],
      ['DELETE', `/api/manual_accounts/${account.account_id}`],
    ] as const) {
      const response = await other.request(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const own = await preview(other, csvFile('theirs.csv', ['Date,Description,Amount', '2024-03-01,Lunch,-9.00']));
    expect((await other.request('POST', `/api/imports/${own.import_id}/commit`, { account_id: account.account_id })).statusCode).toBe(404);
    expect((await uploadFile(other, csvFile('x.csv', ['Date,Description,Amount', '2024-03-01,Lunch,-9.00']), { account_id: account.account_id })).statusCode).toBe(404);
    // The owner's import is still there to commit.
    expect(await commit(owner, body.import_id, { account_id: account.account_id })).toMatchObject({ added: 1 });
  });
});

describe('the upload', () => {
  it('bad fields are 400s naming them; a file over 20 MB is a 413 naming it', async () => {
    const user = await subscriber('uploader');
    const file = csvFile('a.csv', ['Date,Description,Amount', '2024-03-01,Lunch,-9.00']);
    const noFile = await uploadFile(user, null, { account_id: 'abc' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toContain('file');
    const badAccount = await uploadFile(user, file, { account_id: 'not an id!' });
    expect(badAccount.statusCode).toBe(400);
    expect(badAccount.json().message).toContain('account_id (body)');
    const badMapping = await uploadFile(user, file, { mapping: JSON.stringify({ preset: 'generic', delimiter: ',', header_line: 1, date_format: 'YYYY-MM-DD', decimal_separator: '.', sign: 'negative-is-out', columns: { date: 'first' } }) });
    expect(badMapping.statusCode).toBe(400);
    expect(badMapping.json().message).toContain('mapping.columns.date (body)');
    const notJson = await uploadFile(user, file, { mapping: '{' });
    expect(notJson.json().message).toContain('mapping (body)');
    const huge = await uploadFile(user, { name: 'huge.csv', bytes: new Uint8Array(20 * 1024 * 1024 + 1).fill(65) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: { error_code: 'PAYLOAD_TOO_LARGE' }, message: expect.stringContaining('file (body)') });
  });
});

describe('manual accounts', () => {
  it('create, import into, rename, change the opening balance and remove; the balance is the opening balance plus its transactions', async () => {
    const user = await subscriber('manual');
    const created = await manualAccount(user, { name: 'Cash jar', type: 'cash', opening_balance: 250.5, opening_date: '2024-01-01' });
    expect(created).toMatchObject({ name: 'Cash jar', type: 'cash', opening_balance: 250.5, opening_date: '2024-01-01', balance: 250.5, iso_currency_code: 'USD' });
    // One row before the opening date: already in the opening balance.
    const lines = ['Date,Description,Amount', '2023-12-30,Old,-1.00', '2024-01-05,Market,-20.25', '2024-01-09,Sold bike,80.00'];
    const body = await preview(user, csvFile('jar.csv', lines), { account_id: created.account_id });
    await commit(user, body.import_id, { account_id: created.account_id });
    const balanceOf = async () => (await okJson(user, '/api/accounts')).accounts.find((a: { account_id: string }) => a.account_id === created.account_id);
    expect(toCents((await balanceOf()).balances.current)).toBe(25050 - 2025 + 8000);

    const patched = await user.request('PATCH', `/api/manual_accounts/${created.account_id}`, { name: 'Jar', opening_balance: 100 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Jar', opening_balance: 100, balance: (10000 - 2025 + 8000) / 100 });
    expect(await balanceOf()).toMatchObject({ account_name: 'Jar' });

    const removed = await user.request('DELETE', `/api/manual_accounts/${created.account_id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await balanceOf()).toBeUndefined();
    expect(await storedRows(user.id, created.account_id)).toEqual([]);
    expect((await user.request('PATCH', `/api/manual_accounts/${created.account_id}`, { name: 'Gone' })).statusCode).toBe(404);
  });

  // PGlite runs one transaction at a time, so nothing writes beside the removal there.
  it.skipIf(inject('testDatabaseUrl') === 'pglite')('is removed after a sync of the user\'s bank that is writing, not beside it', async () => {
    const { user, banks } = await subscriberWithLedger(app, 'manual-mid-sync', [
      { plaid_transaction_id: 'groceries', account: 'checking', amount_cents: 4_200, date: '2024-01-05', name: 'Market', merchant_name: 'Market', category_primary: 'FOOD_AND_DRINK', category_detailed: 'FOOD_AND_DRINK_GROCERIES', pending: false },
    ]);
    const jar = await manualAccount(user, { name: 'Cash jar', type: 'cash', opening_balance: 50, opening_date: '2024-01-01' });
    const body = await preview(user, csvFile('jar.csv', ['Date,Description,Amount', '2024-01-05,Market,-20.25']), { account_id: jar.account_id });
    await commit(user, body.import_id, { account_id: jar.account_id });
    const { db } = await testDatabase();
    const item = await db.selectFrom('items').select(['id', 'user_id']).where('external_id', '=', banks.checkingItem).executeTakeFirstOrThrow();

    const removed = await besideAWritingSync(item, () => user.request('DELETE', `/api/manual_accounts/${jar.account_id}`));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await storedRows(user.id, jar.account_id)).toEqual([]);
  });

  it('lists the caller\'s manual accounts, oldest first, and no one else\'s', async () => {
    const user = await subscriber('lister');
    const other = await subscriber('lister-other');
    expect(await okJson(user, '/db_api/manual_accounts')).toEqual({ accounts: [] });
    const jar = await manualAccount(user, { name: 'Cash jar', type: 'cash', opening_balance: 12.5, opening_date: '2024-01-01' });
    const card = await manualAccount(user, { name: 'Store card', type: 'credit_card', opening_balance: 40, opening_date: '2024-02-01' });
    await manualAccount(other);
    expect(await okJson(user, '/db_api/manual_accounts')).toEqual({ accounts: [jar, card] });
    expect((await okJson(other, '/db_api/manual_accounts')).accounts.map((a: { name: string }) => a.name)).toEqual(['Wallet']);
  });

  it("a linked account's id is not a manual account's", async () => {
    const { user, banks } = await subscriberWithLedger(app, 'linked', []);
    expect((await user.request('PATCH', `/api/manual_accounts/${banks.accounts.checking}`, { name: 'Mine' })).statusCode).toBe(404);
    expect((await user.request('DELETE', `/api/manual_accounts/${banks.accounts.checking}`)).statusCode).toBe(404);
  });

  it("a card's balance is what is owed: purchases raise it", async () => {
    const user = await subscriber('card');
    const card = await manualAccount(user, { name: 'Store card', type: 'credit_card', opening_balance: 40, opening_date: '2024-01-01' });
    const body = await preview(user, csvFile('card.csv', ['Date,Description,Amount', '2024-01-05,Shoes,-60.00', '2024-01-20,Payment,30.00']), { account_id: card.account_id });
    await commit(user, body.import_id, { account_id: card.account_id });
    const account = (await okJson(user, '/api/accounts')).accounts.find((a: { account_id: string }) => a.account_id === card.account_id);
    expect(account).toMatchObject({ type: 'credit', subtype: 'credit card' });
    expect(toCents(account.balances.current)).toBe(4000 + 6000 - 3000);
  });

  it("a manual account's rows are in the transactions page and the dashboard's figures", async () => {
    const user = await subscriber('wallet');
    const wallet = await manualAccount(user);
    const lines = ['Date,Description,Category,Amount', '2024-05-02,Corner Cafe,Coffee Shops,-4.25', '2024-05-03,Payroll,Paycheck,1500.00', '2024-05-07,Supermarket,Groceries,-61.30'];
    const body = await preview(user, csvFile('wallet.csv', lines), { account_id: wallet.account_id });
    expect(body.rows.map((r: { category_primary: string | null }) => r.category_primary)).toEqual(['FOOD_AND_DRINK', 'INCOME', 'FOOD_AND_DRINK']);
    await commit(user, body.import_id, { account_id: wallet.account_id });

    const page = await okJson(user, `/db_api/transactions?start_date=2024-05-01&end_date=2024-05-31&account=${wallet.account_id}`);
    expect(page.transactions.map((t: { name: string }) => t.name).sort()).toEqual(['Corner Cafe', 'Payroll', 'Supermarket']);
    const stats = await okJson(user, '/db_api/dashboard/spend_stats?start_date=2024-05-01&end_date=2024-05-31');
    expect(toCents(stats.total_spending)).toBe(425 + 6130);
    expect(toCents(stats.total_income)).toBe(150000);
  });
});

describe('a large file', () => {
  it('commits as a background job: running, then committed with every row', async () => {
    const user = await subscriber('large');
    const count = 5_001;
    const lines = ['Date,Description,Amount', ...Array.from({ length: count }, (_, i) => `2023-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')},Shop ${i},-${(i % 90) + 1}.00`)];
    const expected = sum(Array.from({ length: count }, (_, i) => ((i % 90) + 1) * 100));
    const body = await preview(user, csvFile('large.csv', lines));
    expect(body.counts.rows).toBe(count);
    const started = await commit(user, body.import_id, { new_account: { name: 'Old bank', type: 'checking' } });
    expect(started.status).toBe('running');
    let status = started;
    while (status.status === 'running') status = await okJson(user, `/api/imports/${body.import_id}`);
    expect(status).toMatchObject({ status: 'committed', added: count });
    const rows = await storedRows(user.id, status.account_id);
    expect(rows).toHaveLength(count);
    expect(sum(rows.map((r) => r.amount_cents))).toBe(expected);
  });
});
