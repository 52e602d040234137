import type { operations } from '@/shared/api';
import { lineLabel } from '@/shared/lib';
import { ANY_CHOICE as ANY } from '../config/filter-copy';

/** The list's query as the contract names it (`GET /db_api/transactions`). */
export type TransactionListQuery = NonNullable<operations['listTransactions']['parameters']['query']>;

export type TransactionSort = NonNullable<TransactionListQuery['sort']>;
export type TransactionDirection = NonNullable<TransactionListQuery['direction']>;
export type CountedAs = NonNullable<TransactionListQuery['counted_as']>;

/** Page sizes the page offers; the contract allows up to 500. */
export const PAGE_SIZES = [50, 100, 250, 500] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 50;
export const DEFAULT_SORT: TransactionSort = 'date_desc';

/** The list API's filter parameters: what narrows the rows, as against the view's order, paging, snapshot and comparison. */
type FilterName = Exclude<keyof TransactionListQuery, 'sort' | 'page' | 'page_size' | 'as_of' | 'compare' | 'after'>;

/**
 * What the transactions page shows, as its URL holds it: the list API's own parameter names, so a
 * link from the dashboard (`?start_date=…&end_date=…&category=FOOD_AND_DRINK&direction=outflow`)
 * is the exact query behind the figure. Every field is optional; a missing one means "any".
 */
export type TransactionFilters = Pick<TransactionListQuery, FilterName | 'sort' | 'page'> & { page_size?: PageSize };

/** One choice of a filter's select in the panel. */
export interface FilterChoice {
  value: string;
  label: string;
}

interface TransactionFilter<K extends FilterName> {
  /**
   * The filter's value in a URL's query, or undefined when the API would refuse it (a hand-edited
   * or stale link then shows the unfiltered rows of that part instead of an error).
   */
  parse: (value: string) => TransactionListQuery[K] | undefined;
  /** Whether it narrows the rows beyond the date range ("Clear filters" removes it). */
  narrows: boolean;
  /** Set in the "Filters" panel (counted on its button) by a field of this label, with its select's choices when they are fixed: the empty value first, meaning any. */
  panel?: { label: string; choices?: readonly FilterChoice[] };
  /** Shown as a chip beside "Filters" while set, which removes it. */
  chip?: (value: NonNullable<TransactionListQuery[K]>) => { text: string; label: string };
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const CATEGORY = /^[A-Z][A-Z0-9_]*$/;
const SORTS: readonly TransactionSort[] = ['date_desc', 'date_asc', 'amount_desc', 'amount_asc'];
const MAX_AMOUNT = 1_000_000_000;

const text = (max: number) => (value: string) => {
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
};

/** A category or budget line code as the API takes it. */
const categoryCode = (value: string): string | undefined => (CATEGORY.test(value) && value.length <= 100 ? value : undefined);

const amount = (value: string): number | undefined => {
  if (value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= MAX_AMOUNT ? n : undefined;
};

const wholeNumber = (value: string | null, min: number, max: number): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};

/** A filter whose value is one of its choices (the empty "any" choice aside). */
const choiceOf =
  <T extends string>(choices: readonly FilterChoice[]) =>
  (value: string): T | undefined =>
    value !== '' && choices.some((c) => c.value === value) ? (value as T) : undefined;

const COUNTED_AS_CHOICES: readonly FilterChoice[] = [
  { value: '', label: ANY },
  { value: 'spending', label: 'Spending and refunds' },
  { value: 'income', label: 'Income' },
  { value: 'left_out', label: 'Not counted' },
];
const DIRECTION_CHOICES: readonly FilterChoice[] = [
  { value: '', label: 'Money in and out' },
  { value: 'outflow', label: 'Money out' },
  { value: 'inflow', label: 'Money in' },
];
const PENDING_CHOICES: readonly FilterChoice[] = [
  { value: '', label: 'Posted and pending' },
  { value: 'false', label: 'Posted' },
  { value: 'true', label: 'Pending' },
];

/**
 * Every filter of the list API, declared once, in the order a URL writes them: how a URL's value is
 * read, whether it narrows the rows, and where the page shows it. The contract's query type names
 * the filters, so one it adds and this table lacks fails the typecheck.
 */
export const TRANSACTION_FILTERS: { [K in FilterName]-?: TransactionFilter<K> } = {
  start_date: { parse: (value) => (DATE.test(value) ? value : undefined), narrows: false },
  end_date: { parse: (value) => (DATE.test(value) ? value : undefined), narrows: false },
  search: { parse: text(100), narrows: true },
  merchant: { parse: text(200), narrows: true, chip: (merchant) => ({ text: `Merchant: ${merchant}`, label: `Merchant: ${merchant}. Remove this filter` }) },
  institution: { parse: text(100), narrows: true, panel: { label: 'Institution' } },
  account: { parse: text(100), narrows: true, panel: { label: 'Account' } },
  category: { parse: categoryCode, narrows: true, panel: { label: 'Category' } },
  budget_line: { parse: categoryCode, narrows: true, chip: (line) => ({ text: `Budget line: ${lineLabel(line)}`, label: `Budget line: ${lineLabel(line)}. Remove this filter` }) },
  counted_as: { parse: choiceOf<CountedAs>(COUNTED_AS_CHOICES), narrows: true, panel: { label: 'Counts as', choices: COUNTED_AS_CHOICES } },
  direction: { parse: choiceOf<TransactionDirection>(DIRECTION_CHOICES), narrows: true, panel: { label: 'Direction', choices: DIRECTION_CHOICES } },
  pending: { parse: (value) => (value === 'true' ? true : value === 'false' ? false : undefined), narrows: true, panel: { label: 'Status', choices: PENDING_CHOICES } },
  min_amount: { parse: amount, narrows: true, panel: { label: 'Minimum amount' } },
  max_amount: { parse: amount, narrows: true, panel: { label: 'Maximum amount' } },
  transaction_id: { parse: text(200), narrows: true, chip: () => ({ text: 'One transaction', label: 'One transaction. Remove this filter' }) },
  tag: { parse: text(40), narrows: true, chip: (tag) => ({ text: `Tag: ${tag}`, label: `Tag: ${tag}. Remove this filter` }) },
  hidden: {
    parse: (value) => (value === 'only' || value === 'exclude' ? value : undefined),
    narrows: true,
    chip: (mode) => (mode === 'only' ? { text: 'Hidden only', label: 'Hidden only. Remove this filter' } : { text: 'Hidden left out', label: 'Hidden left out. Remove this filter' }),
  },
  to_review: { parse: (value) => (value === 'true' ? true : undefined), narrows: true, chip: () => ({ text: 'To review', label: 'To review. Remove this filter' }) },
};

const FILTER_NAMES = Object.keys(TRANSACTION_FILTERS) as FilterName[];

/** The view's own fields after the filters, in the URL's order. */
const VIEW_NAMES = ['sort', 'page', 'page_size'] as const;

/** The filters set in the "Filters" panel, counted on its button. */
export const panelFilterCount = (filters: TransactionFilters): number => FILTER_NAMES.filter((name) => TRANSACTION_FILTERS[name].panel && filters[name] !== undefined).length;

/** The chips of the filters set that show as one (merchant, budget line, one transaction), each with the change that removes it. */
export function filterChips(filters: TransactionFilters): { name: FilterName; text: string; label: string }[] {
  return FILTER_NAMES.flatMap((name) => {
    const value = filters[name];
    const chip = TRANSACTION_FILTERS[name].chip as ((value: unknown) => { text: string; label: string }) | undefined;
    return chip && value !== undefined && value !== '' ? [{ name, ...chip(value) }] : [];
  });
}

/** The label of a filter's field in the panel. */
export const filterLabel = (name: FilterName): string => TRANSACTION_FILTERS[name].panel?.label ?? name;

/** The choices of a filter's select in the panel. */
export const filterChoices = (name: 'counted_as' | 'direction' | 'pending'): readonly FilterChoice[] => TRANSACTION_FILTERS[name].panel?.choices ?? [];

/** A choice of a filter's select as the filter's value (the empty choice: any). */
export const choiceValue = <K extends 'counted_as' | 'direction' | 'pending'>(name: K, value: string): TransactionListQuery[K] | undefined => TRANSACTION_FILTERS[name].parse(value) as TransactionListQuery[K] | undefined;

/**
 * The filters a URL's query holds. What the API would refuse is dropped rather than sent: bad
 * dates, codes that are not category-shaped, negative or non-numeric amounts, unknown sorts and sizes.
 */
export function filtersFromSearch(search: string): TransactionFilters {
  const params = new URLSearchParams(search);
  const filters: Record<string, unknown> = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name);
    if (value !== null) filters[name] = TRANSACTION_FILTERS[name].parse(value);
  }
  const sort = params.get('sort') as TransactionSort | null;
  const size = wholeNumber(params.get('page_size'), 1, 500);
  const parsed: TransactionFilters = {
    ...filters,
    sort: sort && SORTS.includes(sort) ? sort : undefined,
    page: wholeNumber(params.get('page'), 1, 100_000),
    page_size: PAGE_SIZES.find((s) => s === size),
  };
  if (parsed.start_date && parsed.end_date && parsed.start_date > parsed.end_date) {
    parsed.start_date = undefined;
    parsed.end_date = undefined;
  }
  if (parsed.min_amount !== undefined && parsed.max_amount !== undefined && parsed.min_amount > parsed.max_amount) parsed.max_amount = undefined;
  return withoutDefaults(parsed);
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
  for (const key of [...FILTER_NAMES, ...VIEW_NAMES]) {
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

/** Whether any filter beyond the dates narrows the rows ("Clear filters" has something to do). */
export const hasNarrowingFilters = (filters: TransactionFilters): boolean => FILTER_NAMES.some((name) => TRANSACTION_FILTERS[name].narrows && filters[name] !== undefined);

/** The same view without the narrowing filters: the dates, order and page size stay, paging restarts. */
export function clearNarrowingFilters(filters: TransactionFilters): TransactionFilters {
  const kept: Record<string, unknown> = {};
  for (const name of FILTER_NAMES) if (!TRANSACTION_FILTERS[name].narrows) kept[name] = filters[name];
  return { ...kept, sort: filters.sort, page_size: filters.page_size };
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
