import { categoryLabel, transactionCategoryLabel } from '../../../../contract/category-label.ts';
import type { Db } from '../../db/client.ts';
import { csvLine } from '../../lib/csv.ts';
import { formatMoney, productCategoryCode } from '../money/index.ts';
import { categoryNamingOf, type CategoryNaming } from '../categories/index.ts';
import { transactionChunks, type transactionPage, type TransactionFilters, type TransactionSort } from './queries.ts';

type TransactionRow = Awaited<ReturnType<typeof transactionPage>>[number];

/** The group of a row's category: the user's group of its detailed category (or of the one a v2 code counts under), else its primary category's name. */
function groupLabel(r: Pick<TransactionRow, 'category_primary' | 'category_detailed'>, naming: CategoryNaming): string {
  const detailed = r.category_detailed;
  const group = detailed === null ? undefined : (naming.groups.get(detailed) ?? naming.groups.get(productCategoryCode(detailed) ?? ''));
  return group ?? categoryLabel(r.category_primary);
}

/** Who chose the category in force, in the words the transactions page uses beside it. */
const CATEGORY_SOURCE = { user: 'your choice', rule: 'your rule', plaid: 'bank' } as const;

/**
 * The columns of every transactions CSV Ledgerline writes (openapi.yaml, exportTransactions and
 * exportUserData), and each row's cells in their order: the amount positive in dollars with a
 * direction, the category by the name the page shows; then the person's marks (note, tags joined by
 * "; ", hidden, reviewed); then, for a part of a split transaction (one line per part, the amount
 * and category the part's), which part ("1 of 3") and the part's note.
 */
export const TRANSACTIONS_CSV_HEADER = ['Date', 'Name', 'Merchant', 'Category', 'Category group', 'Category source', 'Account', 'Institution', 'Direction', 'Amount', 'Currency', 'Pending', 'Transaction ID', 'Note', 'Tags', 'Hidden', 'Reviewed', 'Split', 'Split note'];
const cells = (r: TransactionRow, naming: CategoryNaming) => [
  r.date,
  r.name,
  r.merchant_name,
  transactionCategoryLabel(r, naming.names),
  groupLabel(r, naming),
  CATEGORY_SOURCE[r.category_source],
  r.account_name,
  r.institution_name,
  r.direction,
  formatMoney(r.amount_cents, 'plain'),
  r.iso_currency_code,
  r.pending ? 'true' : 'false',
  r.plaid_transaction_id,
  r.note,
  r.tags.join('; '),
  r.hidden_mark ? 'true' : 'false',
  r.reviewed ? 'true' : 'false',
  r.split_parts > 0 ? `${r.split_part} of ${r.split_parts}` : null,
  r.split_note,
];

/**
 * The user's transactions matching `filters` as CSV, streamed: the header, then one chunk of rows
 * at a time. The transactions page's "Export CSV" and the account-data archive both write this.
 */
export async function* transactionsCsv(db: Db, userId: string, filters: TransactionFilters, sort: TransactionSort) {
  const naming = await categoryNamingOf(db, userId);
  yield csvLine(TRANSACTIONS_CSV_HEADER);
  for await (const rows of transactionChunks(db, userId, filters, sort)) yield rows.map((r) => csvLine(cells(r, naming))).join('');
}
