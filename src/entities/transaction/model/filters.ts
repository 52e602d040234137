import type { operations } from '@/shared/api';

/** The list's query as the contract names it (`GET /db_api/transactions`). */
export type TransactionListQuery = NonNullable<operations['listTransactions']['parameters']['query']>;

export type TransactionSort = NonNullable<TransactionListQuery['sort']>;
export type TransactionDirection = NonNullable<TransactionListQuery['direction']>;
export type CountedAs = NonNullable<TransactionListQuery['counted_as']>;
const COUNTED_AS: readonly CountedAs[] = ['spending', 'income', 'left_out'];

/** Page sizes the page offers; the contract allows up to 500. */
export const PAGE_SIZES = [50, 100, 250, 500] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 50;
export const DEFAULT_SORT: TransactionSort = 'date_desc';

/**
 * What the transactions page shows, as its URL holds it: the list API's own parameter names, so a
 * link from the dashboard (`?start_date=…&end_date=…&category=FOOD_AND_DRINK&direction=outflow`)
 * is the exact query behind the figure. Every field is optional; a missing one means "any".
 */
export interface TransactionFilters {
  start_date?: string;
  end_date?: string;
  institution?: string;
  account?: string;
  category?: string;
  min_amount?: number;
  max_amount?: number;
  direction?: TransactionDirection;
  pending?: boolean;
  search?: string;
  /** Exactly this merchant (merchant insights' name for it). */
  merchant?: string;
  /** One part of the money rules: what spent, income, or neither adds up. */
  counted_as?: CountedAs;
  /** Exactly this one transaction (the assistant's link to a one-row answer). */
  transaction_id?: string;
  sort?: TransactionSort;
  page?: number;
  page_size?: PageSize;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const CATEGORY = /^[A-Z][A-Z0-9_]*$/;
const SORTS: readonly TransactionSort[] = ['date_desc', 'date_asc', 'amount_desc', 'amount_asc'];
const MAX_AMOUNT = 1_000_000_000;

const text = (value: string | null, max: number): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
};

const amount = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= MAX_AMOUNT ? n : undefined;
};

const wholeNumber = (value: string | null, min: number, max: number): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};

/**
 * The filters a URL's query holds. What the API would refuse is dropped rather than sent (a hand-
 * edited or stale link shows the unfiltered rows of that part instead of an error): bad dates,
 * codes that are not category-shaped, negative or non-numeric amounts, unknown sorts and sizes.
 */
export function filtersFromSearch(search: string): TransactionFilters {
  const params = new URLSearchParams(search);
  const date = (name: string) => {
    const value = params.get(name);
    return value && DATE.test(value) ? value : undefined;
  };
  const category = params.get('category');
  const direction = params.get('direction');
  const pending = params.get('pending');
  const sort = params.get('sort') as TransactionSort | null;
  const countedAs = params.get('counted_as') as CountedAs | null;
  const size = wholeNumber(params.get('page_size'), 1, 500);
  const filters: TransactionFilters = {
    start_date: date('start_date'),
    end_date: date('end_date'),
    institution: text(params.get('institution'), 100),
    account: text(params.get('account'), 100),
    category: category && CATEGORY.test(category) && category.length <= 100 ? category : undefined,
    min_amount: amount(params.get('min_amount')),
    max_amount: amount(params.get('max_amount')),
    direction: direction === 'outflow' || direction === 'inflow' ? direction : undefined,
    pending: pending === 'true' ? true : pending === 'false' ? false : undefined,
    search: text(params.get('search'), 100),
    merchant: text(params.get('merchant'), 200),
    counted_as: countedAs && COUNTED_AS.includes(countedAs) ? countedAs : undefined,
    transaction_id: text(params.get('transaction_id'), 200),
    sort: sort && SORTS.includes(sort) ? sort : undefined,
    page: wholeNumber(params.get('page'), 1, 100_000),
    page_size: PAGE_SIZES.find((s) => s === size),
  };
  if (filters.start_date && filters.end_date && filters.start_date > filters.end_date) {
    filters.start_date = undefined;
    filters.end_date = undefined;
  }
  if (filters.min_amount !== undefined && filters.max_amount !== undefined && filters.min_amount > filters.max_amount) filters.max_amount = undefined;
  return withoutDefaults(filters);
}

/** Drops fields equal to the page's defaults (page 1, 50 rows, newest first), so URLs stay short and equal views have equal URLs. */
function withoutDefaults(filters: TransactionFilters): TransactionFilters {
  const out: TransactionFilters = {};
  for (const [key, value] of Object.entries(filters) as [keyof TransactionFilters, unknown][]) {
    if (value === undefined || value === '') continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'page_size' && value === DEFAULT_PAGE_SIZE) continue;
    if (key === 'sort' && value === DEFAULT_SORT) continue;
    (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

/** The URL query (`?…`, or `''`) of the filters, in a fixed order so one view has one URL. */
export function searchFromFilters(filters: TransactionFilters): string {
  const params = new URLSearchParams();
  const clean = withoutDefaults(filters);
  const order: (keyof TransactionFilters)[] = ['start_date', 'end_date', 'search', 'merchant', 'institution', 'account', 'category', 'counted_as', 'direction', 'pending', 'min_amount', 'max_amount', 'transaction_id', 'sort', 'page', 'page_size'];
  for (const key of order) {
    const value = clean[key];
    if (value !== undefined) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A link to the transactions page showing exactly these rows (the dashboard's and merchant page's figures use it). */
export function transactionsHref(filters: TransactionFilters): string {
  return `/transactions${searchFromFilters(filters)}`;
}

/** Filters narrowing the rows beyond the date range and the view's order and paging. */
const NARROWING: (keyof TransactionFilters)[] = ['institution', 'account', 'category', 'counted_as', 'min_amount', 'max_amount', 'direction', 'pending', 'search', 'merchant', 'transaction_id'];

/** Whether any filter beyond the dates narrows the rows ("Clear filters" has something to do). */
export const hasNarrowingFilters = (filters: TransactionFilters): boolean => NARROWING.some((key) => filters[key] !== undefined);

/** The same view without the narrowing filters: the dates, order and page size stay, paging restarts. */
export function clearNarrowingFilters(filters: TransactionFilters): TransactionFilters {
  return { start_date: filters.start_date, end_date: filters.end_date, sort: filters.sort, page_size: filters.page_size };
}

/**
 * The filters with some changed. Any change but the page itself sends the view back to page 1:
 * page 7 of another filter means nothing.
 */
export function changeFilters(filters: TransactionFilters, change: Partial<TransactionFilters>): TransactionFilters {
  const next = { ...filters, ...change };
  if (!('page' in change)) delete next.page;
  return withoutDefaults(next);
}

/** The list API's query for one page (`as_of` keeps later pages on the first page's snapshot). */
export function listQuery(filters: TransactionFilters, asOf?: string, compare?: TransactionListQuery['compare']): TransactionListQuery {
  // A comparison needs both dates (the server compares a range); without them none is asked.
  const comparing = compare && filters.start_date !== undefined && filters.end_date !== undefined ? { compare } : {};
  return { ...filters, page: filters.page ?? 1, page_size: filters.page_size ?? DEFAULT_PAGE_SIZE, sort: filters.sort ?? DEFAULT_SORT, ...(asOf ? { as_of: asOf } : {}), ...comparing };
}

/** The same query without the paging: the CSV export's. */
export function exportQuery(filters: TransactionFilters): Omit<TransactionListQuery, 'page' | 'page_size' | 'as_of'> {
  const { page: _page, page_size: _size, ...rest } = filters;
  return { ...rest, sort: filters.sort ?? DEFAULT_SORT };
}
