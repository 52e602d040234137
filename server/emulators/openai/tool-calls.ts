import type { Ask, MerchantAsk } from './asks.ts';
import type { CategoryAsk } from './categories.ts';
import { LIST_LOOKBACK_YEARS, LISTED_ROWS, MAX_SEARCH_LIMIT } from './config.ts';
import type { DateRange } from './dates.ts';
import { yearsBefore } from './period-words.ts';
import type { CashForecastArgs, ComparedSideArgs, ComparePeriodsArgs, NetWorthHistoryArgs, Period, RecurringPaymentsArgs, SearchTransactionsArgs, SpendingSummaryArgs, TagSpendingArgs, ToolCallPlan } from './protocol.ts';

/** The tool calls that answer an ask (round 1), or null when the ask is answered without looking anything up. */

/** "my last purchases" lists money going out; "my last transactions" lists everything. */
const PURCHASE_WORDS = /\b(?:purchases?|bought|buy|spent|spend|charges?|expenses?|paid)\b/i;

const periodOf = (range: DateRange): Period => ({ start_date: range.start, end_date: range.end });

const clampLimit = (n: number): number => Math.min(Math.max(Math.round(n), 1), MAX_SEARCH_LIMIT);

/** A known merchant narrows by the `merchants` enum; a name the user has no merchant for is searched as text. */
function searchFilters(merchant: MerchantAsk | undefined, category: CategoryAsk | undefined): Pick<SearchTransactionsArgs, 'merchants' | 'search' | 'categories'> {
  return {
    ...(merchant && (merchant.known ? { merchants: [merchant.name] } : { search: merchant.name })),
    ...(category && { categories: [category.code] }),
  };
}

const search = (args: SearchTransactionsArgs): ToolCallPlan => ({ name: 'search_transactions', args });
const summary = (args: SpendingSummaryArgs): ToolCallPlan => ({ name: 'spending_summary', args });

export function planToolCalls(ask: Ask, question: string, today: string): ToolCallPlan[] | null {
  switch (ask.kind) {
    case 'spending_summary':
      return [summary({ ...periodOf(ask.range), group_by: 'category' })];
    case 'merchant_spend':
      return [search({ ...periodOf(ask.range), ...searchFilters(ask.merchant, undefined), sort: 'newest', limit: LISTED_ROWS })];
    case 'count_times':
      return [search({ ...periodOf(ask.range), ...searchFilters(ask.merchant, ask.category), direction: 'outflow', counted_as: 'spending', sort: 'newest', limit: LISTED_ROWS })];
    case 'category_spend':
      return [summary({ ...periodOf(ask.range), group_by: 'merchant', categories: [ask.category.code] })];
    case 'income':
      return [{ name: 'income_statement', args: periodOf(ask.range) }];
    case 'biggest_purchases':
      return [search({ ...periodOf(ask.range), ...searchFilters(ask.merchant, ask.category), direction: 'outflow', counted_as: 'spending', sort: 'largest', limit: clampLimit(ask.n) })];
    case 'transactions_over':
    case 'transactions_under': {
      const bound = ask.kind === 'transactions_over' ? { min_amount: ask.amount } : { max_amount: ask.amount };
      const purchases = PURCHASE_WORDS.test(question) ? { counted_as: 'spending' as const } : {};
      return [search({ ...periodOf(ask.range), ...searchFilters(ask.merchant, ask.category), direction: 'outflow', ...purchases, ...bound, sort: 'newest', limit: LISTED_ROWS })];
    }
    case 'last_transactions': {
      const period = ask.range ? periodOf(ask.range) : { start_date: yearsBefore(today, LIST_LOOKBACK_YEARS), end_date: today };
      // Purchases are spending: a card payment or transfer out is never one.
      const direction = PURCHASE_WORDS.test(question) ? { direction: 'outflow' as const, counted_as: 'spending' as const } : {};
      return [search({ ...period, ...searchFilters(ask.merchant, ask.category), ...direction, sort: 'newest', limit: clampLimit(ask.n) })];
    }
    case 'list_spending': {
      // "what did I buy" lists purchases; "show my transactions" every kind of row.
      const spending = PURCHASE_WORDS.test(question) ? { direction: 'outflow' as const, counted_as: 'spending' as const } : {};
      return [search({ ...periodOf(ask.range), ...searchFilters(ask.merchant, ask.category), ...spending, sort: 'newest', limit: LISTED_ROWS })];
    }
    case 'compare_subjects': {
      const side = ({ range, merchant, category }: (typeof ask.sides)[number]): ComparedSideArgs => ({
        ...periodOf(range ?? ask.range),
        ...(merchant && { merchants: [merchant.name] }),
        ...(category && { categories: [category.code] }),
      });
      return [{ name: 'compare_periods', args: { first: side(ask.sides[0]), second: side(ask.sides[1]) } satisfies ComparePeriodsArgs }];
    }
    case 'compare_periods': {
      const [first, second] = ask.ranges;
      if (ask.merchant && !ask.merchant.known) {
        // compare_periods narrows by known merchants only: a searched name is looked up in each period.
        const filters = searchFilters(ask.merchant, ask.category);
        return [first, second].map((range) => search({ ...periodOf(range), ...filters, direction: 'outflow', sort: 'newest', limit: 1 }));
      }
      const args: ComparePeriodsArgs = {
        first: periodOf(first),
        second: periodOf(second),
        ...(ask.category && { categories: [ask.category.code] }),
        ...(ask.merchant && { merchants: [ask.merchant.name] }),
      };
      return [{ name: 'compare_periods', args }];
    }
    case 'average_monthly_spending':
      if (ask.merchant && !ask.merchant.known) {
        return [search({ ...periodOf(ask.range), ...searchFilters(ask.merchant, ask.category), direction: 'outflow', sort: 'newest', limit: LISTED_ROWS })];
      }
      return [
        summary({
          ...periodOf(ask.range),
          group_by: 'month',
          ...(ask.withMonthInProgress && { include_month_in_progress: true }),
          ...(ask.category && { categories: [ask.category.code] }),
          ...(ask.merchant && { merchants: [ask.merchant.name] }),
        }),
      ];
    case 'balances':
      return [{ name: 'accounts_and_balances', args: ask.account ?? {} }];
    case 'card_debt':
      return [{ name: 'credit_cards', args: {} }];
    case 'net_worth_history': {
      // Weekly over a month or two, else month by month.
      const days = (Date.parse(ask.range.end) - Date.parse(ask.range.start)) / 86_400_000;
      return [{ name: 'net_worth_history', args: { ...periodOf(ask.range), interval: days <= 62 ? 'week' : 'month' } satisfies NetWorthHistoryArgs }];
    }
    case 'cash_forecast':
      return [{ name: 'cash_forecast', args: { days: ask.days } satisfies CashForecastArgs }];
    case 'tag_spending':
      return [{ name: 'tag_spending', args: { ...periodOf(ask.range), ...(ask.tag !== null && { tag: ask.tag }) } satisfies TagSpendingArgs }];
    case 'recurring': {
      const due: RecurringPaymentsArgs = ask.due ? { due_by: ask.due.end } : {};
      return ask.kinds.length ? ask.kinds.map((kind) => ({ name: 'recurring_payments', args: { kind, ...due } })) : [{ name: 'recurring_payments', args: due }];
    }
    case 'budget_status':
      return [{ name: 'budget_status', args: { month: ask.range.start.slice(0, 7) } }];
    case 'clarify_merchant':
    case 'needs_period':
    case 'decline':
    case 'not_understood':
      return null;
  }
}
