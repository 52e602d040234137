import { ROUTES } from './routes';
import type { operations } from '@contract/schema';

type ListQuery = NonNullable<operations['listTransactions']['parameters']['query']>;

/** The filters of the transactions page, named as the list API names its parameters. */
export type TransactionFilters = Pick<
  ListQuery,
  'start_date' | 'end_date' | 'category' | 'direction' | 'search' | 'institution' | 'account' | 'min_amount' | 'max_amount' | 'pending' | 'sort'
>;

// A fixed order, so the same filters always make the same URL (bookmarks, tests, caches).
const ORDER: (keyof TransactionFilters)[] = ['start_date', 'end_date', 'category', 'direction', 'search', 'institution', 'account', 'min_amount', 'max_amount', 'pending', 'sort'];

/** `/transactions?start_date=…&end_date=…&category=…`: the transactions page showing exactly these rows. */
export function transactionsHref(filters: TransactionFilters): string {
  const query = new URLSearchParams();
  for (const name of ORDER) {
    const value = filters[name];
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${ROUTES.transactions}?${text}` : ROUTES.transactions;
}

/** The query parameter of /merchantinsights naming the transaction whose merchant is shown. */
export const MERCHANT_TRANSACTION_PARAM = 'transaction';

/** `/merchantinsights?transaction=<id>`: the insights of that transaction's merchant. */
export const merchantInsightsHref = (transactionId: string): string =>
  `${ROUTES.merchantInsights}?${new URLSearchParams({ [MERCHANT_TRANSACTION_PARAM]: transactionId }).toString()}`;
