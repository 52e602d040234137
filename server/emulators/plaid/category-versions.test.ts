import { PersonalFinanceCategoryVersion, Products, type PlaidApi, type Transaction } from 'plaid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock, plaidError, startEmulator, tempDataDir, type RunningEmulator } from './test-support.ts';

/**
 * Plaid's personal finance category taxonomies (README, "Category taxonomy versions"): v1 unless
 * a request asks for `options.personal_finance_category_version: 'v2'`; the same rows either way,
 * filed under v2's codes (with `version`) when asked.
 */

const data = tempDataDir();
let emu: RunningEmulator;

beforeAll(async () => {
  emu = await startEmulator({ dataDir: data.dir, clock: new TestClock('2026-03-02T15:00:00.000Z') });
});

afterAll(async () => {
  await emu?.close();
  data.remove();
});

async function newItem(institution: string): Promise<string> {
  const found = emu.emulator.institutions.find((i) => i.name === institution)!;
  const { public_token } = (await emu.plaid.sandboxPublicTokenCreate({ institution_id: found.institution_id, initial_products: [Products.Transactions] })).data;
  return (await emu.plaid.itemPublicTokenExchange({ public_token })).data.access_token;
}

/** Every row of a first sync, asking for `version` when given. */
async function syncAll(plaid: PlaidApi, accessToken: string, version?: PersonalFinanceCategoryVersion): Promise<Transaction[]> {
  const added: Transaction[] = [];
  let cursor = '';
  for (let hasMore = true; hasMore; ) {
    const { data } = await plaid.transactionsSync({ access_token: accessToken, count: 500, ...(cursor && { cursor }), ...(version && { options: { personal_finance_category_version: version } }) });
    added.push(...data.added);
    cursor = data.next_cursor;
    hasMore = data.has_more;
  }
  return added;
}

/** An item whose card missed a payment (about one in three: transactions.test.ts). */
async function overdueCardItem(): Promise<string> {
  for (let i = 0; i < 12; i += 1) {
    const token = await newItem('Houndstooth Savings');
    if ((await emu.plaid.liabilitiesGet({ access_token: token })).data.liabilities.credit![0]!.is_overdue) return token;
  }
  throw new Error('no overdue card in 12 items');
}

/** The v1 codes whose rows v2 files elsewhere: renamed (Plaid's CSV), or a finer v2-only subcategory. */
const V1_TO_V2: Readonly<Record<string, readonly string[]>> = {
  INCOME_WAGES: ['INCOME_SALARY'],
  LOAN_PAYMENTS_OTHER_PAYMENT: ['LOAN_PAYMENTS_BNPL'],
  BANK_FEES_OTHER_BANK_FEES: ['BANK_FEES_OTHER_BANK_FEES', 'BANK_FEES_LATE_FEES'],
  TRANSFER_IN_OTHER_TRANSFER_IN: ['TRANSFER_IN_TRANSFER_IN_FROM_APPS'],
  TRANSFER_OUT_OTHER_TRANSFER_OUT: ['TRANSFER_OUT_TRANSFER_OUT_FROM_APPS'],
};

describe('category taxonomy versions', () => {
  it('answers v2 codes with their version when asked, v1 without a version otherwise, for the same rows', async () => {
    const items = await Promise.all(['First Platypus Bank', 'Tartan Credit Union', 'Houndstooth Savings'].map(newItem));
    const v1 = (await Promise.all(items.map((token) => syncAll(emu.plaid, token)))).flat();
    const v2 = (await Promise.all(items.map((token) => syncAll(emu.plaid, token, PersonalFinanceCategoryVersion.V2)))).flat();
    const asV1 = new Map(v1.map((t) => [t.transaction_id, t]));

    expect(v2.map((t) => t.transaction_id).sort()).toEqual([...asV1.keys()].sort());
    for (const t of v1) expect(t.personal_finance_category).not.toHaveProperty('version');
    for (const t of v2) {
      const old = asV1.get(t.transaction_id)!;
      const { version, primary, detailed } = t.personal_finance_category!;
      expect({ version, amount: t.amount, name: t.name }).toEqual({ version: 'v2', amount: old.amount, name: old.name });
      expect(V1_TO_V2[old.personal_finance_category!.detailed] ?? [old.personal_finance_category!.detailed], old.personal_finance_category!.detailed).toContain(detailed);
      expect(detailed.startsWith(`${primary}_`)).toBe(true);
    }
    // The synthetic banks' customers get v2's new income, loan repayment and fee subcategories (a late fee on an overdue card).
    const overdue = await overdueCardItem();
    const codes = new Set([...v2, ...(await syncAll(emu.plaid, overdue, PersonalFinanceCategoryVersion.V2))].map((t) => t.personal_finance_category!.detailed));
    for (const code of ['INCOME_SALARY', 'LOAN_PAYMENTS_BNPL', 'BANK_FEES_LATE_FEES', 'TRANSFER_OUT_TRANSFER_OUT_FROM_APPS']) expect(codes, code).toContain(code);
    expect(codes).not.toContain('INCOME_WAGES');
    expect(new Set(v1.map((t) => t.personal_finance_category!.detailed))).not.toContain('LOAN_PAYMENTS_BNPL');

    // Asking for v1 by name is v1, with its version.
    const namedV1 = await syncAll(emu.plaid, items[0]!, PersonalFinanceCategoryVersion.V1);
    expect(namedV1.every((t) => t.personal_finance_category!.version === 'v1' && t.personal_finance_category!.detailed === asV1.get(t.transaction_id)!.personal_finance_category!.detailed)).toBe(true);
  });

  it('files recurring streams under the version asked for, and names it', async () => {
    const token = await newItem('Tartan Credit Union');
    const asked = (await emu.plaid.transactionsRecurringGet({ access_token: token, options: { personal_finance_category_version: PersonalFinanceCategoryVersion.V2 } })).data;
    expect(asked.personal_finance_category_version).toBe('v2');
    expect(asked.inflow_streams.find((s) => s.personal_finance_category?.detailed === 'INCOME_SALARY')?.personal_finance_category).toMatchObject({ primary: 'INCOME', version: 'v2' });
    const unasked = (await emu.plaid.transactionsRecurringGet({ access_token: token })).data;
    expect(unasked).not.toHaveProperty('personal_finance_category_version');
    expect(unasked.inflow_streams.some((s) => s.personal_finance_category?.detailed === 'INCOME_WAGES')).toBe(true);
  });

  it('refuses a version it does not know, naming the field', async () => {
    const token = await newItem('Tartan Credit Union');
    const error = await plaidError(emu.plaid.transactionsSync({ access_token: token, options: { personal_finance_category_version: 'v3' as PersonalFinanceCategoryVersion } }));
    expect(error).toMatchObject({ http_status: 400, error_code: 'INVALID_FIELD', error_message: 'options.personal_finance_category_version must be one of v1, v2' });
  });
});
