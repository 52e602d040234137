import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { CategorySpending, MerchantSpending } from './queries.ts';
import { classifiedTransactions, type ClassifiedOptions } from './rules.ts';

/** Cents (exact integers from Postgres) to the contract's dollars. */
export const dollars = (cents: number) => cents / 100;
export const cents = (dollarAmount: number) => Math.round(dollarAmount * 100);
/** Whether a number has at most two decimals, binary fractions such as 0.1 + 0.2 or 0.07 allowed for (a dollar amount in whole cents, a percent in hundredths). */
export const hasTwoDecimalsAtMost = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) <= 1e-6;

/**
 * The user's classified transactions with their account and item: what every response that
 * lists transactions selects from (`selectListed`), filtered on the `t.` columns.
 */
export const listedTransactions = (db: Db, userId: string, { whole = false }: Pick<ClassifiedOptions, 'whole'> = {}) =>
  db
    // Hidden rows are listed (marked): a read that totals listed rows leaves them out itself (`t.hidden`).
    .selectFrom(classifiedTransactions(userId, { withHidden: true, whole }).as('t'))
    .innerJoin('accounts as a', 'a.id', 't.account_id')
    .innerJoin('items as i', 'i.id', 't.item_id');

export type ListedTransactionsQuery = ReturnType<typeof listedTransactions>;

/** The names of a transaction's tags (its id the column `id`), ordered ignoring case. */
export const tagsOf = (id: string) => sql<string[]>`array(select g.name from transaction_tags tt join tags g on g.id = tt.tag_id where tt.transaction_id = ${sql.ref(id)} order by lower(g.name))`;

/** The columns of a listed transaction of its own row (`t`): with `LISTED_PLACE_COLUMNS`, all of `toTransaction`'s but its tags (a page cut first reads those for its rows alone). */
export const LISTED_ROW_COLUMNS = [
  't.plaid_transaction_id',
  't.date',
  't.authorized_date',
  't.name',
  't.merchant_name',
  't.bank_merchant_name',
  't.merchant_renamed',
  't.merchant_key',
  't.logo_url',
  't.amount_cents',
  't.direction',
  't.kind',
  't.iso_currency_code',
  't.category_primary',
  't.category_detailed',
  't.category_source',
  't.payment_channel',
  't.pending',
  't.note',
  't.hidden',
  't.hidden_mark',
  't.reviewed',
  't.split_part',
  't.split_parts',
  't.split_note',
  't.split_remainder',
  't.whole_amount_cents',
] as const;

/** The columns of a listed transaction from its account (`a`) and item (`i`). */
export const LISTED_PLACE_COLUMNS = ['a.plaid_account_id', 'i.external_id as item_external_id', 'i.institution_name', sql<string>`coalesce(a.official_name, a.name)`.as('account_name')] as const;

/** The columns of a listed transaction (`toTransaction`), its merchant key and its tags. */
export const selectListed = (query: ListedTransactionsQuery) => query.select(LISTED_ROW_COLUMNS).select(LISTED_PLACE_COLUMNS).select(tagsOf('t.id').as('tags'));

export type ListedTransactionRow = Awaited<ReturnType<ReturnType<typeof selectListed>['execute']>>[number];

/** A transaction as the contract gives it: positive amount with a direction, the category in force. */
export const toTransaction = (r: ListedTransactionRow) => ({
  transaction_id: r.plaid_transaction_id,
  account_id: r.plaid_account_id,
  item_external_id: r.item_external_id,
  institution_name: r.institution_name,
  account_name: r.account_name,
  date: r.date,
  authorized_date: r.authorized_date,
  name: r.name,
  merchant_name: r.merchant_name,
  // Renamed by the user: Plaid's own name stays beside it, as the bank's text (`name`) does.
  bank_merchant_name: r.bank_merchant_name,
  merchant_renamed: r.merchant_renamed,
  logo_url: r.logo_url,
  amount: dollars(r.amount_cents),
  direction: r.direction,
  kind: r.kind,
  iso_currency_code: r.iso_currency_code,
  category_primary: r.category_primary,
  category_detailed: r.category_detailed,
  category_source: r.category_source,
  payment_channel: (r.payment_channel ?? 'other') as 'online' | 'in store' | 'other',
  pending: r.pending,
  note: r.note,
  tags: r.tags,
  hidden: r.hidden,
  reviewed: r.reviewed,
  split: r.split_parts > 0 ? { part: r.split_part, parts: r.split_parts, whole_amount: dollars(Math.abs(Number(r.whole_amount_cents))), note: r.split_note, remainder: r.split_remainder } : null,
});

/** Spent per category as the contract's `CategoryAmount`s. */
export const toCategoryAmounts = (byCategory: CategorySpending[]) => byCategory.map((c) => ({ category: c.category_primary, amount: dollars(c.spent_cents) }));

/** A merchant's spending as the contract's `MerchantSummary`. */
export const toMerchantSummary = (m: MerchantSpending) => ({
  merchant_name: m.display_name,
  logo_url: m.logo_url,
  transaction_id: m.transaction_id,
  total_spent: dollars(m.spent_cents),
  transaction_count: m.posted_count,
});
