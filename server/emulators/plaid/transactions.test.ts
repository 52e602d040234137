import { CountryCode, Products, type PlaidApi, type Transaction } from 'plaid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TestClock,
  institutionId,
  linkThroughWidget,
  plaidError,
  sandboxCall,
  startEmulator,
  startWebhookReceiver,
  syncAll,
  tempDataDir,
  verifyPlaidWebhook,
  type RunningEmulator,
  type WebhookReceiver,
} from './test-support.ts';

const DAY = 24 * 60 * 60 * 1000;
const START = '2026-03-02T15:00:00.000Z';

const data = tempDataDir();
const clock = new TestClock(START);
let emu: RunningEmulator;
let hooks: WebhookReceiver;

beforeAll(async () => {
  hooks = await startWebhookReceiver();
  emu = await startEmulator({ dataDir: data.dir, clock });
});

afterAll(async () => {
  await emu?.close();
  await hooks?.close();
  data.remove();
});

/** An item without Link (Plaid's sandbox helper), exchanged for its access token. */
async function newItem(emulator: RunningEmulator, institution: string, webhook: string | null = hooks.url) {
  const { public_token } = (
    await emulator.plaid.sandboxPublicTokenCreate({
      institution_id: institutionId(emulator, institution),
      initial_products: [Products.Transactions],
      ...(webhook ? { options: { webhook } } : {}),
    })
  ).data;
  return (await emulator.plaid.itemPublicTokenExchange({ public_token })).data;
}

/** Paisley Financial's history arrives in stages (README, "Staged history"): these tests want all of it from the start. */
async function fullHistory<T extends { access_token: string }>(item: T): Promise<T> {
  const advanced = await sandboxCall(emu.base, '/sandbox/item/advance_history', { access_token: item.access_token, stage: 'historical' });
  expect(advanced.status).toBe(200);
  return item;
}

const key = (t: Transaction) => JSON.stringify(t);

/** A client's copy of the item's transactions, kept by applying sync results. */
class Mirror {
  readonly byId = new Map<string, Transaction>();
  apply(result: { added: Transaction[]; modified: Transaction[]; removed: { transaction_id: string }[] }) {
    for (const t of result.added) {
      expect(this.byId.has(t.transaction_id), `added twice: ${t.transaction_id}`).toBe(false);
      this.byId.set(t.transaction_id, t);
    }
    for (const t of result.modified) {
      expect(this.byId.has(t.transaction_id), `modified unknown: ${t.transaction_id}`).toBe(true);
      this.byId.set(t.transaction_id, t);
    }
    for (const r of result.removed) {
      expect(this.byId.has(r.transaction_id), `removed unknown: ${r.transaction_id}`).toBe(true);
      this.byId.delete(r.transaction_id);
    }
  }
}

describe('/transactions/sync: the first full sync', () => {
  let item: { access_token: string; item_id: string };
  let first: Awaited<ReturnType<typeof syncAll>>;
  let accounts: Awaited<ReturnType<PlaidApi['accountsGet']>>['data']['accounts'];

  beforeAll(async () => {
    item = await newItem(emu, 'First Platypus Bank');
    accounts = (await emu.plaid.accountsGet({ access_token: item.access_token })).data.accounts;
    const started = performance.now();
    first = await syncAll(emu.plaid, item.access_token, undefined, 500);
    // Figures for the report; the product's benchmark measures the real thing.
    console.warn(`full sync: ${first.added.length} transactions in ${first.pages} pages, ${Math.round(performance.now() - started)} ms`);
  });

  it('pages through 24 months of every account, each transaction once', async () => {
    expect(accounts.map((a) => a.subtype)).toEqual(['checking', 'savings', 'credit card', 'mortgage']);
    expect(first.added.length).toBeGreaterThan(3_000);
    expect(first.added.length).toBeLessThan(5_000);
    expect(first.pages).toBe(Math.ceil(first.added.length / 500));
    expect(first.modified).toEqual([]);
    expect(first.removed).toEqual([]);
    expect(new Set(first.added.map((t) => t.transaction_id)).size).toBe(first.added.length);

    const dates = first.added.map((t) => t.date).sort();
    expect(dates[0]! <= '2024-03-02').toBe(true);
    expect(dates.at(-1)! <= '2026-03-02').toBe(true);
    const perAccount = new Map<string, number>();
    for (const t of first.added) perAccount.set(t.account_id, (perAccount.get(t.account_id) ?? 0) + 1);
    const count = (subtype: string) => perAccount.get(accounts.find((a) => a.subtype === subtype)!.account_id) ?? 0;
    expect(count('checking') / 24).toBeGreaterThanOrEqual(60);
    expect(count('checking') / 24).toBeLessThanOrEqual(120);
    expect(count('credit card') / 24).toBeGreaterThanOrEqual(30);
    expect(count('credit card') / 24).toBeLessThanOrEqual(60);
    expect(count('savings')).toBeGreaterThanOrEqual(24);
    expect(count('mortgage')).toBeGreaterThanOrEqual(24);
  });

  it("carries Plaid's fields: amounts, categories, merchants, channels", () => {
    for (const t of first.added) {
      expect(t.iso_currency_code).toBe('USD');
      expect(t.unofficial_currency_code).toBeNull();
      expect(Math.round(t.amount * 100) / 100).toBe(t.amount);
      expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(t.authorized_date! <= t.date).toBe(true);
      expect(t.personal_finance_category).toMatchObject({ primary: expect.any(String), detailed: expect.stringMatching(/^[A-Z_]+$/) });
      expect(t.personal_finance_category!.detailed.startsWith(`${t.personal_finance_category!.primary}_`)).toBe(true);
      expect(['online', 'in store', 'other']).toContain(t.payment_channel);
      expect(t).toMatchObject({ category: null, category_id: null, counterparties: [], logo_url: null, transaction_code: null, check_number: null, account_owner: null });
    }
    const primaries = new Set(first.added.map((t) => t.personal_finance_category!.primary));
    for (const primary of ['INCOME', 'TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS', 'BANK_FEES', 'ENTERTAINMENT', 'FOOD_AND_DRINK', 'GENERAL_MERCHANDISE', 'GENERAL_SERVICES', 'TRANSPORTATION', 'TRAVEL', 'RENT_AND_UTILITIES']) {
      expect(primaries, primary).toContain(primary);
    }
    const detailed = new Set(first.added.map((t) => t.personal_finance_category!.detailed));
    for (const code of ['INCOME_WAGES', 'INCOME_INTEREST_EARNED', 'FOOD_AND_DRINK_GROCERIES', 'FOOD_AND_DRINK_RESTAURANT', 'FOOD_AND_DRINK_COFFEE', 'TRANSPORTATION_GAS', 'ENTERTAINMENT_TV_AND_MOVIES', 'TRAVEL_FLIGHTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', 'LOAN_PAYMENTS_MORTGAGE_PAYMENT', 'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY']) {
      expect(detailed, code).toContain(code);
    }
    expect(new Set(first.added.map((t) => t.merchant_name).filter(Boolean)).size).toBeGreaterThan(25);
    expect(first.added.some((t) => t.pending)).toBe(true);
    expect(first.added.filter((t) => t.pending).every((t) => t.date >= '2026-02-28')).toBe(true);
    const refunds = first.added.filter((t) => t.amount < 0 && t.personal_finance_category!.primary === 'GENERAL_MERCHANDISE');
    expect(refunds.length).toBeGreaterThan(0);
  });

  it('shows transfers and card payments on both accounts', () => {
    const bySubtype = (subtype: string) => first.added.filter((t) => t.account_id === accounts.find((a) => a.subtype === subtype)!.account_id);
    const checking = bySubtype('checking');
    const savings = bySubtype('savings');
    const card = bySubtype('credit card');
    const toSavings = checking.filter((t) => t.personal_finance_category!.detailed === 'TRANSFER_OUT_ACCOUNT_TRANSFER');
    expect(toSavings.length).toBeGreaterThanOrEqual(24);
    for (const out of toSavings) {
      expect(savings.some((t) => t.date === out.date && t.amount === -out.amount && t.personal_finance_category!.detailed === 'TRANSFER_IN_ACCOUNT_TRANSFER')).toBe(true);
    }
    const payments = checking.filter((t) => t.personal_finance_category!.detailed === 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT');
    expect(payments.length).toBeGreaterThanOrEqual(20);
    for (const payment of payments) {
      expect(payment.amount).toBeGreaterThan(0);
      expect(card.some((t) => t.date === payment.date && t.amount === -payment.amount && t.personal_finance_category!.detailed === 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT')).toBe(true);
    }
  });

  it('returns nothing new for the final cursor', async () => {
    const { data } = await emu.plaid.transactionsSync({ access_token: item.access_token, cursor: first.cursor, count: 500 });
    expect(data).toMatchObject({ added: [], modified: [], removed: [], has_more: false, next_cursor: first.cursor, transactions_update_status: 'HISTORICAL_UPDATE_COMPLETE' });
    expect(data.accounts.map((a) => a.account_id)).toEqual(accounts.map((a) => a.account_id));
  });

  it('moves on with the clock: new transactions, pending ones posting, modifications and removals', async () => {
    const mirror = new Mirror();
    mirror.apply(first);
    let cursor = first.cursor;
    let sawPosting = false;
    let sawModified = false;
    let sawRemovedWithoutReplacement = false;
    let days = 0;
    while (days < 40 && !(sawPosting && sawModified && sawRemovedWithoutReplacement)) {
      days += 1;
      clock.advance(DAY);
      const next = await syncAll(emu.plaid, item.access_token, cursor, 500);
      mirror.apply(next);
      cursor = next.cursor;
      // A few new transactions every emulated day.
      const today = clock.now().toISOString().slice(0, 10);
      expect(next.added.filter((t) => t.authorized_date === today).length).toBeGreaterThan(0);
      for (const removed of next.removed) {
        const posted = next.added.find((t) => t.pending_transaction_id === removed.transaction_id);
        if (posted) {
          sawPosting = true;
          expect(posted.pending).toBe(false);
          expect(posted.authorized_date! < today).toBe(true);
        } else {
          sawRemovedWithoutReplacement = true;
        }
      }
      if (next.modified.length > 0) sawModified = true;
      if (days === 1) expect(sawPosting).toBe(true);
    }
    expect(sawModified).toBe(true);
    expect(sawRemovedWithoutReplacement).toBe(true);

    // What the client pieced together equals a fresh full sync.
    const fresh = await syncAll(emu.plaid, item.access_token, undefined, 500);
    expect(new Map([...mirror.byId].map(([id, t]) => [id, key(t)]))).toEqual(new Map(fresh.added.map((t) => [t.transaction_id, key(t)])));
  });
});

describe('/transactions/sync: pagination and errors', () => {
  it('fails with TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION when the log changes mid-pagination, and restarting works', async () => {
    const item = await newItem(emu, 'Tartan Credit Union', null);
    const page1 = (await emu.plaid.transactionsSync({ access_token: item.access_token, count: 250 })).data;
    expect(page1.has_more).toBe(true);
    expect(page1.added).toHaveLength(250);

    const mutated = await sandboxCall(emu.base, '/sandbox/transactions/mutate', { access_token: item.access_token });
    expect(mutated.status).toBe(200);
    const mutation = mutated.body.mutation as { transaction_id: string; change: string };
    expect(mutation.change).toBe('added');

    const error = await plaidError(emu.plaid.transactionsSync({ access_token: item.access_token, cursor: page1.next_cursor, count: 250 }));
    expect(error).toMatchObject({
      http_status: 400,
      error_type: 'TRANSACTIONS_ERROR',
      error_code: 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION',
      error_message: 'Underlying transaction data changed since last page was fetched. Please restart pagination from last update.',
      display_message: null,
    });

    // Restart from the original cursor (none: the first sync).
    const all = await syncAll(emu.plaid, item.access_token, undefined, 500);
    expect(new Set(all.added.map((t) => t.transaction_id)).size).toBe(all.added.length);
    expect(all.added.some((t) => t.transaction_id === mutation.transaction_id)).toBe(true);

    // Modified and removed mutations reach a client that already has the data.
    const modified = await sandboxCall(emu.base, '/sandbox/transactions/mutate', { access_token: item.access_token, change: 'modified', transaction_id: mutation.transaction_id, amount: 12.34 });
    expect(modified.status).toBe(200);
    const removed = await sandboxCall(emu.base, '/sandbox/transactions/mutate', { access_token: item.access_token, change: 'removed' });
    const removedId = (removed.body.mutation as { transaction_id: string }).transaction_id;
    const after = await syncAll(emu.plaid, item.access_token, all.cursor);
    expect(after.modified.find((t) => t.transaction_id === mutation.transaction_id)?.amount).toBe(12.34);
    expect(after.removed.map((r) => r.transaction_id)).toContain(removedId);
    expect(after.added.map((t) => t.transaction_id)).not.toContain(removedId);

    // A new emulated day mid-pagination is a change too.
    const start = (await emu.plaid.transactionsSync({ access_token: item.access_token, count: 100 })).data;
    expect(start.has_more).toBe(true);
    clock.advance(DAY);
    const dayError = await plaidError(emu.plaid.transactionsSync({ access_token: item.access_token, cursor: start.next_cursor, count: 100 }));
    expect(dayError).toMatchObject({ error_code: 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION' });
  });

  it('checks count, cursor and the item state', async () => {
    const item = await fullHistory(await newItem(emu, 'Paisley Financial', null));
    expect(await plaidError(emu.plaid.transactionsSync({ access_token: item.access_token, count: 501 }))).toMatchObject({ error_code: 'INVALID_FIELD' });
    expect(await plaidError(emu.plaid.transactionsSync({ access_token: item.access_token, cursor: 'garbage' }))).toMatchObject({ error_code: 'INVALID_FIELD' });
    const other = await fullHistory(await newItem(emu, 'Paisley Financial', null));
    const { next_cursor } = (await emu.plaid.transactionsSync({ access_token: other.access_token, count: 1 })).data;
    expect(await plaidError(emu.plaid.transactionsSync({ access_token: item.access_token, cursor: next_cursor }))).toMatchObject({ error_code: 'INVALID_FIELD' });

    await emu.plaid.sandboxItemResetLogin({ access_token: item.access_token });
    for (const call of [
      emu.plaid.transactionsSync({ access_token: item.access_token }),
      emu.plaid.transactionsRecurringGet({ access_token: item.access_token }),
      emu.plaid.liabilitiesGet({ access_token: item.access_token }),
    ]) {
      expect(await plaidError(call)).toMatchObject({ error_type: 'ITEM_ERROR', error_code: 'ITEM_LOGIN_REQUIRED' });
    }
  });

  it('brings the whole history of an account shared later, and forgets a closed one', async () => {
    const { link_token } = (
      await emu.plaid.linkTokenCreate({ client_name: 'Ledgerline', language: 'en', country_codes: [CountryCode.Us], user: { client_user_id: 'u' }, products: [Products.Transactions] })
    ).data;
    const linked = await linkThroughWidget(emu.base, link_token, { institutionId: institutionId(emu, 'Paisley Financial'), select: (choices) => [choices[0]!.id] });
    const item = await fullHistory((await emu.plaid.itemPublicTokenExchange({ public_token: linked.public_token })).data);
    const first = await syncAll(emu.plaid, item.access_token);
    const checkingId = (await emu.plaid.accountsGet({ access_token: item.access_token })).data.accounts[0]!.account_id;
    expect(new Set(first.added.map((t) => t.account_id))).toEqual(new Set([checkingId]));

    // Update mode with account selection: the savings account joins with its 24 months.
    const update = (
      await emu.plaid.linkTokenCreate({
        client_name: 'Ledgerline', language: 'en', country_codes: [CountryCode.Us], user: { client_user_id: 'u' },
        access_token: item.access_token, update: { account_selection_enabled: true },
      })
    ).data;
    await linkThroughWidget(emu.base, update.link_token, { select: (choices) => choices.filter((c) => c.name.includes('Checking') || c.name.includes('Saver')).map((c) => c.id) });
    const accounts = (await emu.plaid.accountsGet({ access_token: item.access_token })).data.accounts;
    const savingsId = accounts.find((a) => a.subtype === 'savings')!.account_id;
    const joined = await syncAll(emu.plaid, item.access_token, first.cursor);
    expect(joined.added.filter((t) => t.account_id === savingsId).length).toBeGreaterThanOrEqual(24);
    expect(joined.added.every((t) => t.account_id === savingsId || t.date >= first.added.map((a) => a.date).sort().at(-1)!)).toBe(true);

    // The bank closes the savings account: it leaves `accounts`, and sync sends nothing for it.
    await sandboxCall(emu.base, '/sandbox/item/remove_account', { access_token: item.access_token, account_id: savingsId });
    const afterClose = (await emu.plaid.transactionsSync({ access_token: item.access_token, cursor: joined.cursor })).data;
    expect(afterClose.accounts.map((a) => a.account_id)).toEqual([checkingId]);
    expect([...afterClose.added, ...afterClose.modified].some((t) => t.account_id === savingsId)).toBe(false);
  });

  it('/sandbox/clock/advance moves the emulated day', async () => {
    const item = await newItem(emu, 'Gingham National', null);
    const all = await syncAll(emu.plaid, item.access_token);
    const advanced = await sandboxCall(emu.base, '/sandbox/clock/advance', { days: 2 });
    expect(advanced.status).toBe(200);
    expect(advanced.body).toMatchObject({ offset_days: 2 });
    const next = await syncAll(emu.plaid, item.access_token, all.cursor);
    const lastSeen = all.added.map((t) => t.authorized_date!).sort().at(-1)!;
    expect(next.added.some((t) => t.authorized_date! > lastSeen)).toBe(true);
    expect(Date.parse(advanced.body.now as string) - clock.now().getTime()).toBe(2 * DAY);
  });
});

describe('/transactions/recurring/get', () => {
  it('finds pay, rent, utilities and subscriptions among the synced transactions', async () => {
    const item = await newItem(emu, 'Tartan Credit Union', null);
    const all = await syncAll(emu.plaid, item.access_token);
    const ids = new Set(all.added.map((t) => t.transaction_id));
    const { data } = await emu.plaid.transactionsRecurringGet({ access_token: item.access_token });
    const pay = data.inflow_streams.find((s) => s.personal_finance_category?.detailed === 'INCOME_WAGES');
    expect(pay).toMatchObject({ frequency: expect.stringMatching(/^(BIWEEKLY|SEMI_MONTHLY|MONTHLY)$/), is_active: true, status: 'MATURE', is_user_modified: false });
    expect(pay!.average_amount.amount).toBeLessThan(0);
    const rent = data.outflow_streams.find((s) => s.personal_finance_category?.detailed === 'RENT_AND_UTILITIES_RENT');
    expect(rent).toMatchObject({ frequency: 'MONTHLY', is_active: true, status: 'MATURE' });
    expect(rent!.transaction_ids.length).toBeGreaterThanOrEqual(24);
    expect(data.outflow_streams.some((s) => s.personal_finance_category?.primary === 'RENT_AND_UTILITIES' && s.personal_finance_category.detailed !== 'RENT_AND_UTILITIES_RENT')).toBe(true);
    expect(data.outflow_streams.some((s) => s.personal_finance_category?.primary === 'ENTERTAINMENT' || s.personal_finance_category?.detailed === 'GENERAL_SERVICES_OTHER_GENERAL_SERVICES')).toBe(true);
    for (const stream of [...data.inflow_streams, ...data.outflow_streams]) {
      expect(stream.transaction_ids.every((id) => ids.has(id))).toBe(true);
      expect(stream.average_amount.iso_currency_code).toBe('USD');
      expect(stream.first_date <= stream.last_date).toBe(true);
    }
  });
});

describe('/liabilities/get', () => {
  it("describes credit cards (agreeing with their transactions) and mortgages", async () => {
    const item = await newItem(emu, 'First Platypus Bank', null);
    const all = await syncAll(emu.plaid, item.access_token);
    const { data } = await emu.plaid.liabilitiesGet({ access_token: item.access_token });
    expect(data.liabilities.credit).toHaveLength(1);
    const card = data.liabilities.credit![0]!;
    expect(card.aprs.map((a) => a.apr_type)).toEqual(['purchase_apr', 'cash_apr', 'balance_transfer_apr']);
    expect(card).toMatchObject({ is_overdue: expect.any(Boolean), minimum_payment_amount: expect.any(Number), last_statement_balance: expect.any(Number) });
    expect(card.next_payment_due_date! > card.last_statement_issue_date!).toBe(true);
    const payment = all.added.find((t) => t.account_id === card.account_id && t.date === card.last_payment_date && t.amount === -card.last_payment_amount!);
    expect(payment?.personal_finance_category?.detailed).toBe('LOAN_PAYMENTS_CREDIT_CARD_PAYMENT');
    expect(data.liabilities.mortgage).toHaveLength(1);
    expect(data.liabilities.mortgage![0]).toMatchObject({ interest_rate: { type: 'fixed' }, loan_term: '30 year', next_monthly_payment: expect.any(Number) });
    expect(data.liabilities.student).toBeNull();

    const student = await newItem(emu, 'Gingham National', null);
    const studentLiabilities = (await emu.plaid.liabilitiesGet({ access_token: student.access_token })).data.liabilities;
    expect(studentLiabilities.student).toHaveLength(1);
    expect(studentLiabilities.mortgage).toBeNull();
  });

  it('has about one overdue card in three items', async () => {
    let overdue = 0;
    for (let i = 0; i < 9; i += 1) {
      const item = await newItem(emu, 'Houndstooth Savings', null);
      const card = (await emu.plaid.liabilitiesGet({ access_token: item.access_token })).data.liabilities.credit![0]!;
      if (card.is_overdue) {
        overdue += 1;
        expect(card.last_payment_date! < card.last_statement_issue_date!).toBe(true);
      }
    }
    expect(overdue).toBeGreaterThanOrEqual(1);
    expect(overdue).toBeLessThanOrEqual(6);
  });
});

describe('webhooks', () => {
  it('signs SYNC_UPDATES_AVAILABLE after the first exchange (verifiable with the verification key)', async () => {
    const from = hooks.received.length;
    const item = await newItem(emu, 'Argyle Bank & Trust');
    const hook = await hooks.next((h) => h.body.item_id === item.item_id && h.body.webhook_code === 'SYNC_UPDATES_AVAILABLE', { from });
    expect(hook.body).toEqual({
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
      item_id: item.item_id,
      initial_update_complete: true,
      historical_update_complete: true,
      environment: 'sandbox',
    });
    const { header, payload } = await verifyPlaidWebhook(emu.plaid, hook);
    expect(header).toEqual({ alg: 'ES256', kid: emu.emulator.webhookKeyId, typ: 'JWT' });
    expect(Object.keys(payload).sort()).toEqual(['iat', 'request_body_sha256']);
    const { data } = await emu.plaid.webhookVerificationKeyGet({ key_id: header.kid! });
    expect(data.key).toMatchObject({ alg: 'ES256', crv: 'P-256', kty: 'EC', use: 'sig', kid: header.kid, expired_at: null, created_at: expect.any(Number) });

    // A tampered body fails verification.
    await expect(verifyPlaidWebhook(emu.plaid, { ...hook, raw: hook.raw.replace('sandbox', 'production') })).rejects.toThrow();
  });

  it('fires what /sandbox/item/fire_webhook asks for, and the automatic ITEM webhooks', async () => {
    const item = await newItem(emu, 'Houndstooth Savings');
    const codes = ['SYNC_UPDATES_AVAILABLE', 'DEFAULT_UPDATE', 'NEW_ACCOUNTS_AVAILABLE', 'ERROR', 'LOGIN_REPAIRED', 'PENDING_EXPIRATION', 'PENDING_DISCONNECT', 'USER_PERMISSION_REVOKED'] as const;
    for (const code of codes) {
      const from = hooks.received.length;
      const { data } = await emu.plaid.sandboxItemFireWebhook({ access_token: item.access_token, webhook_code: code as never });
      expect(data.webhook_fired).toBe(true);
      const hook = await hooks.next((h) => h.body.item_id === item.item_id && h.body.webhook_code === code, { from });
      await verifyPlaidWebhook(emu.plaid, hook);
      expect(hook.body.environment).toBe('sandbox');
      if (code === 'ERROR') expect(hook.body).toMatchObject({ webhook_type: 'ITEM', error: { error_type: 'ITEM_ERROR', error_code: 'ITEM_LOGIN_REQUIRED' } });
      if (code === 'PENDING_EXPIRATION') expect(hook.body.consent_expiration_time).toEqual(expect.any(String));
      if (code === 'PENDING_DISCONNECT') expect(hook.body).toMatchObject({ reason: 'INSTITUTION_TOKEN_EXPIRATION' });
      if (code === 'USER_PERMISSION_REVOKED') expect(hook.body).toMatchObject({ error: { error_code: 'USER_PERMISSION_REVOKED' } });
    }
    expect(await plaidError(emu.plaid.sandboxItemFireWebhook({ access_token: item.access_token, webhook_code: 'PRODUCT_READY' as never }))).toMatchObject({ error_code: 'INVALID_FIELD' });
    const silent = await newItem(emu, 'Houndstooth Savings', null);
    expect(await plaidError(emu.plaid.sandboxItemFireWebhook({ access_token: silent.access_token, webhook_code: 'SYNC_UPDATES_AVAILABLE' as never }))).toMatchObject({
      error_type: 'SANDBOX_ERROR',
      error_code: 'SANDBOX_WEBHOOK_INVALID',
    });

    // reset_login sends ERROR; repairing the item in Link's update mode sends LOGIN_REPAIRED.
    let from = hooks.received.length;
    await emu.plaid.sandboxItemResetLogin({ access_token: item.access_token });
    await hooks.next((h) => h.body.item_id === item.item_id && h.body.webhook_code === 'ERROR', { from });
    from = hooks.received.length;
    const { link_token } = (
      await emu.plaid.linkTokenCreate({ client_name: 'Ledgerline', language: 'en', country_codes: [CountryCode.Us], user: { client_user_id: 'u' }, access_token: item.access_token })
    ).data;
    await linkThroughWidget(emu.base, link_token);
    await hooks.next((h) => h.body.item_id === item.item_id && h.body.webhook_code === 'LOGIN_REPAIRED', { from });
    expect((await emu.plaid.itemGet({ access_token: item.access_token })).data.status?.last_webhook).toMatchObject({ code_sent: 'LOGIN_REPAIRED' });
  });

  it('notifies linked items when a new day brings transactions, and retries failed deliveries', async () => {
    const item = await newItem(emu, 'Paisley Financial');
    await emu.emulator.whenWebhooksIdle();
    const from = hooks.received.length;
    hooks.failNext(1);
    clock.advance(DAY);
    await emu.plaid.itemGet({ access_token: item.access_token });
    const hook = await hooks.next((h) => h.body.item_id === item.item_id && h.body.webhook_code === 'SYNC_UPDATES_AVAILABLE', { from });
    await verifyPlaidWebhook(emu.plaid, hook);
  });
});

describe('determinism and restarts', () => {
  it('gives the same transaction ids and amounts for the same seed, and keeps cursors across a restart', async () => {
    const other = tempDataDir();
    const otherClock = new TestClock(START);
    let second: RunningEmulator | undefined;
    try {
      const a = await startEmulator({ dataDir: other.dir, clock: otherClock, seed: 7 });
      const itemA = await newItem(a, 'Tartan Credit Union', null);
      const fullA = await syncAll(a.plaid, itemA.access_token);
      const kid = a.emulator.webhookKeyId;
      await a.close();

      const b = tempDataDir();
      try {
        const fresh = await startEmulator({ dataDir: b.dir, clock: new TestClock(START), seed: 7 });
        const itemB = await newItem(fresh, 'Tartan Credit Union', null);
        const fullB = await syncAll(fresh.plaid, itemB.access_token);
        await fresh.close();
        const summary = (list: Transaction[]) => list.map((t) => [t.transaction_id, t.amount, t.date, t.name, t.personal_finance_category!.detailed]);
        expect(summary(fullB.added)).toEqual(summary(fullA.added));
        expect(itemB.item_id).not.toBe(itemA.item_id);
      } finally {
        b.remove();
      }

      // The first data directory again: the stored cursor still means "up to date".
      second = await startEmulator({ dataDir: other.dir, clock: otherClock });
      expect(second.emulator.webhookKeyId).toBe(kid);
      const again = (await second.plaid.transactionsSync({ access_token: itemA.access_token, cursor: fullA.cursor })).data;
      expect(again).toMatchObject({ added: [], modified: [], removed: [], has_more: false });
      otherClock.advance(DAY);
      const later = await syncAll(second.plaid, itemA.access_token, fullA.cursor);
      expect(later.added.length).toBeGreaterThan(0);
    } finally {
      await second?.close();
      other.remove();
    }
  });
});
