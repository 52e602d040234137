import type { Account } from '@/shared/api';
import { toCents } from '@/shared/lib';

/** The accounts of one linked institution (one item), in the order the server listed them. */
export interface InstitutionAccounts {
  itemExternalId: string;
  institutionName: string;
  accounts: Account[];
  /** When the item last synced with the bank, or null if it never has. */
  lastSyncedAt: string | null;
}

/** What the user has and owes across every account, in dollars (summed in whole cents). */
export interface AccountTotals {
  /** Checking and savings. */
  cash: number;
  /** Investment and brokerage accounts. */
  investments: number;
  /** A home, a vehicle and other assets valued by hand (Plaid's type `other`). */
  otherAssets: number;
  /** Credit card balances owed. */
  creditOwed: number;
  /** Mortgages, auto and student loans owed. */
  loans: number;
  /** Everything held less everything owed. */
  net: number;
  /** The currency of the first account (Plaid reports one per account; ours are all the same). */
  currency: string;
  /** Accounts the user hid: listed, and left out of every figure above. */
  hiddenAccounts: number;
}

/** Credit cards and loans: their `current` balance is what the user owes. */
export const isLiabilityAccount = (account: Account): boolean => account.type === 'credit' || account.type === 'loan';

/** Within an institution: what the user has first (cash, then investments), then what they owe. */
const TYPE_ORDER: Record<Account['type'], number> = { depository: 0, investment: 1, brokerage: 2, other: 3, credit: 4, loan: 5 };

/**
 * Accounts grouped by the item they came from, institutions in the server's order; within one,
 * cash and investments before cards and loans, otherwise as the server listed them.
 */
export function groupByInstitution(accounts: readonly Account[]): InstitutionAccounts[] {
  const groups = new Map<string, InstitutionAccounts>();
  for (const account of accounts) {
    let group = groups.get(account.item_external_id);
    if (!group) {
      group = { itemExternalId: account.item_external_id, institutionName: account.institution_name, accounts: [], lastSyncedAt: null };
      groups.set(account.item_external_id, group);
    }
    group.accounts.push(account);
    group.lastSyncedAt = latest(group.lastSyncedAt, account.last_synced_at);
  }
  for (const group of groups.values()) group.accounts.sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type]);
  return [...groups.values()];
}

function latest(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(b) > Date.parse(a) ? b : a;
}

/** The most recent sync of any of the accounts' items, or null when none has synced. */
export const lastSyncOf = (accounts: readonly Account[]): string | null =>
  accounts.reduce<string | null>((newest, account) => latest(newest, account.last_synced_at), null);

/** Cash, investments, other assets (a home, a car), credit owed, loans and net worth across `accounts`, hidden ones left out. */
export function accountTotals(accounts: readonly Account[]): AccountTotals {
  const cents = { cash: 0, investments: 0, otherAssets: 0, creditOwed: 0, loans: 0 };
  for (const account of accounts) {
    // A hidden account is listed, and in no total.
    if (account.hidden) continue;
    const current = toCents(account.balances.current ?? 0);
    if (account.type === 'depository') cents.cash += current;
    else if (account.type === 'credit') cents.creditOwed += current;
    else if (account.type === 'loan') cents.loans += current;
    else if (account.type === 'other') cents.otherAssets += current;
    else cents.investments += current;
  }
  const net = cents.cash + cents.investments + cents.otherAssets - cents.creditOwed - cents.loans;
  return {
    cash: cents.cash / 100,
    investments: cents.investments / 100,
    otherAssets: cents.otherAssets / 100,
    creditOwed: cents.creditOwed / 100,
    loans: cents.loans / 100,
    net: net / 100,
    currency: accounts.find((account) => account.balances.iso_currency_code)?.balances.iso_currency_code ?? 'USD',
    hiddenAccounts: accounts.filter((account) => account.hidden).length,
  };
}

/** How much of a card's limit is used, 0 to 1 (more when over the limit); null without a limit. */
export function creditUtilisation(account: Account): number | null {
  const { current, limit } = account.balances;
  if (account.type !== 'credit' || !limit || limit <= 0) return null;
  return Math.max(0, current ?? 0) / limit;
}

const TYPE_LABELS: Record<Account['type'], string> = {
  depository: 'Cash',
  credit: 'Credit',
  loan: 'Loan',
  investment: 'Investment',
  brokerage: 'Brokerage',
  other: 'Other',
};

/** "Checking", "Credit card", "Mortgage"… from Plaid's subtype, else the type. */
export function accountKindLabel(account: Account): string {
  const subtype = account.subtype?.trim();
  if (!subtype) return TYPE_LABELS[account.type];
  return subtype.charAt(0).toUpperCase() + subtype.slice(1);
}
