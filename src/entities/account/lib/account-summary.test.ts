import { describe, expect, it } from 'vitest';
import type { Account } from '@/shared/api';
import { accountKindLabel, accountTotals, creditUtilisation, groupByInstitution, lastSyncOf } from './account-summary';

const account = (overrides: Partial<Account> & Pick<Account, 'account_id' | 'type'>, balances: Partial<Account['balances']> = {}): Account => ({
  item_external_id: 'item-a',
  institution_name: 'Bank A',
  name: overrides.account_id,
  account_name: overrides.account_id,
  official_name: null,
  mask: null,
  subtype: null,
  last_synced_at: null,
  ...overrides,
  balances: { current: 0, available: null, limit: null, iso_currency_code: 'USD', ...balances },
});

describe('accountTotals', () => {
  it('adds cash and investments, subtracts cards and loans, exactly to the cent', () => {
    const totals = accountTotals([
      account({ account_id: 'checking', type: 'depository' }, { current: 0.1 }),
      account({ account_id: 'savings', type: 'depository' }, { current: 0.2 }),
      account({ account_id: 'brokerage', type: 'investment' }, { current: 1000 }),
      account({ account_id: 'card', type: 'credit' }, { current: 250.55 }),
      account({ account_id: 'mortgage', type: 'loan' }, { current: 500 }),
    ]);
    expect(totals).toEqual({ cash: 0.3, investments: 1000, otherAssets: 0, creditOwed: 250.55, loans: 500, net: 249.75, currency: 'USD', hiddenAccounts: 0 });
  });

  it('counts a home and a car valued by hand (Plaid type other) as other assets, apart from investments', () => {
    const totals = accountTotals([
      account({ account_id: 'checking', type: 'depository' }, { current: 1200.1 }),
      account({ account_id: 'home', type: 'other', subtype: 'home' }, { current: 538000 }),
      account({ account_id: 'car', type: 'other', subtype: 'vehicle' }, { current: 21400.5 }),
      account({ account_id: 'mortgage', type: 'loan' }, { current: 395000 }),
    ]);
    expect(totals).toEqual({ cash: 1200.1, investments: 0, otherAssets: 559400.5, creditOwed: 0, loans: 395000, net: 165600.6, currency: 'USD', hiddenAccounts: 0 });
  });

  it('leaves a hidden account out of every total, and counts it apart', () => {
    const totals = accountTotals([
      account({ account_id: 'checking', type: 'depository' }, { current: 1200.1 }),
      account({ account_id: 'old-savings', type: 'depository', hidden: true }, { current: 99 }),
      account({ account_id: 'old-card', type: 'credit', hidden: true }, { current: 45.5 }),
    ]);
    expect(totals).toEqual({ cash: 1200.1, investments: 0, otherAssets: 0, creditOwed: 0, loans: 0, net: 1200.1, currency: 'USD', hiddenAccounts: 2 });
  });

  it('counts a missing balance as nothing and is all zero without accounts', () => {
    expect(accountTotals([account({ account_id: 'x', type: 'depository' }, { current: null })]).cash).toBe(0);
    expect(accountTotals([])).toMatchObject({ cash: 0, creditOwed: 0, net: 0, currency: 'USD' });
  });
});

describe('groupByInstitution', () => {
  it('puts cash before cards and loans within an institution, keeping the order given otherwise', () => {
    const [group] = groupByInstitution([
      account({ account_id: 'mortgage', type: 'loan' }),
      account({ account_id: 'card', type: 'credit' }),
      account({ account_id: 'checking', type: 'depository' }),
      account({ account_id: 'savings', type: 'depository' }),
    ]);
    expect(group!.accounts.map((a) => a.account_id)).toEqual(['checking', 'savings', 'card', 'mortgage']);
  });

  it('groups accounts by item in the order given, with the newest sync of each', () => {
    const groups = groupByInstitution([
      account({ account_id: 'a1', type: 'depository', last_synced_at: '2026-11-20T10:00:00Z' }),
      account({ account_id: 'b1', type: 'depository', item_external_id: 'item-b', institution_name: 'Bank B' }),
      account({ account_id: 'a2', type: 'credit', last_synced_at: '2026-11-21T10:00:00Z' }),
    ]);
    expect(groups.map((g) => [g.institutionName, g.accounts.map((a) => a.account_id), g.lastSyncedAt])).toEqual([
      ['Bank A', ['a1', 'a2'], '2026-11-21T10:00:00Z'],
      ['Bank B', ['b1'], null],
    ]);
  });
});

describe('lastSyncOf', () => {
  it('is the newest sync across items, or null when none synced', () => {
    expect(lastSyncOf([account({ account_id: 'a', type: 'depository', last_synced_at: '2026-11-01T00:00:00Z' }), account({ account_id: 'b', type: 'depository', last_synced_at: '2026-11-02T00:00:00Z' })])).toBe('2026-11-02T00:00:00Z');
    expect(lastSyncOf([account({ account_id: 'a', type: 'depository' })])).toBeNull();
  });
});

describe('creditUtilisation', () => {
  it('is the share of the limit in use, only for cards with a limit', () => {
    expect(creditUtilisation(account({ account_id: 'card', type: 'credit' }, { current: 750, limit: 3000 }))).toBe(0.25);
    expect(creditUtilisation(account({ account_id: 'card', type: 'credit' }, { current: -20, limit: 3000 }))).toBe(0);
    expect(creditUtilisation(account({ account_id: 'card', type: 'credit' }, { current: 750, limit: null }))).toBeNull();
    expect(creditUtilisation(account({ account_id: 'checking', type: 'depository' }, { current: 750, limit: 3000 }))).toBeNull();
  });
});

describe('accountKindLabel', () => {
  it("names an account by Plaid's subtype, else by its type", () => {
    expect(accountKindLabel(account({ account_id: 'c', type: 'credit', subtype: 'credit card' }))).toBe('Credit card');
    expect(accountKindLabel(account({ account_id: 'm', type: 'loan' }))).toBe('Loan');
  });
});
