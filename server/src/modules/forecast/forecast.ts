import type { Db } from '../../db/client.ts';
import { addDays, daysIn } from '../../lib/calendar.ts';
import { type BalanceAccount, CASH_TYPES, listAccounts, listCreditLiabilities, netWorthOn } from '../accounts/index.ts';
import { hasPlan, monthRange, trackerView } from '../budgets/index.ts';
import { activeRecurringStreams } from '../dashboard/index.ts';
import { type RecurringKind, recurringKindOf, streamDatesIn } from '../recurring/index.ts';
import { lowPoint, projectCash, type ProjectedDay, windowMonths } from './project.ts';
import { CHECK_DAYS, forecastToCheck, keepForecast, spentApartFrom } from './queries.ts';

/** The longest forecast: the one kept each day, so any shorter one is its first days. */
export const FORECAST_DAYS = 90;
/** The days of recent spending the everyday rate is taken from where no budget says. */
export const BASELINE_DAYS = 90;

/** Why a kind of stream is not counted (README, "Cash-flow forecast"). */
const LEFT_OUT: Partial<Record<RecurringKind, string>> = {
  card_payment: "Counted as each card's balance, paid in full on its due date.",
  transfer_or_savings: 'Moves money between your own accounts.',
};

type Stream = Awaited<ReturnType<typeof activeRecurringStreams>>[number] & { direction: 'inflow' | 'outflow' };

export interface ScheduledStream {
  streamId: string;
  merchant: string;
  kind: RecurringKind;
  direction: 'inflow' | 'outflow';
  cents: number;
  frequency: string;
  dates: string[];
}

export interface EverydayMonth {
  month: string;
  source: 'budget' | 'recent_spending';
  perDayCents: number;
  days: number;
  budgetLeftCents?: number;
}

export interface CashForecast {
  today: string;
  startingCents: number;
  points: ProjectedDay[];
  cashAccounts: { accountId: string; name: string; cents: number }[];
  /** Every listed account as read for the forecast: what the check walks back. */
  accounts: BalanceAccount[];
  scheduled: ScheduledStream[];
  cards: { accountId: string; name: string; owedCents: number; dueDate: string | null; counted: boolean }[];
  everyday: EverydayMonth[];
  baseline: { start: string; end: string; spentCents: number; recurringCents: number; perDayCents: number };
  excluded: { streamId: string; merchant: string; kind: RecurringKind; reason: string }[];
}

const merchantOf = (s: Stream) => s.merchant_name || s.description;
/** The keys a stream's payments are found by among the transactions (as the recurring page finds them). */
const merchantKeys = (s: Stream) => [merchantOf(s).toLowerCase(), s.description.toLowerCase()];

/** A month's everyday spending from its budget: what its everyday lines (spending lines holding no recurring payment) have left, from tomorrow to the month's end. */
async function budgetLeft(db: Db, userId: string, month: string, today: string): Promise<{ leftCents: number; spreadDays: number } | null> {
  if (!(await hasPlan(db, userId, month))) return null;
  const view = await trackerView(db, userId, month, { today });
  const everyday = view.rows.filter((r) => r.kind === 'spending' && r.bills.length === 0);
  if (everyday.length === 0) return null;
  const leftCents = everyday.reduce((sum, r) => sum + Math.max(0, r.available_cents - r.spent_cents), 0);
  const { start, end } = monthRange(month);
  return { leftCents, spreadDays: daysIn({ start: start > today ? start : addDays(today, 1), end }) };
}

/**
 * The cash-flow forecast for the next `FORECAST_DAYS` days (README, "Cash-flow forecast"): every
 * figure in cents, with what it assumed.
 */
export async function cashForecast(db: Db, userId: string, today: string): Promise<CashForecast> {
  const window = { start: addDays(today, 1), end: addDays(today, FORECAST_DAYS) };
  const [accounts, liabilities, inflows, outflows] = await Promise.all([
    listAccounts(db, userId),
    listCreditLiabilities(db, userId),
    activeRecurringStreams(db, userId, 'inflow'),
    activeRecurringStreams(db, userId, 'outflow'),
  ]);
  const cashAccounts = accounts.filter((a) => CASH_TYPES.includes(a.type)).map((a) => ({ accountId: a.plaid_account_id, name: a.official_name ?? a.name, cents: Number(a.current_cents ?? 0) }));
  const startingCents = cashAccounts.reduce((sum, a) => sum + a.cents, 0);

  const streams: Stream[] = [...inflows.map((s) => ({ ...s, direction: 'inflow' as const })), ...outflows.map((s) => ({ ...s, direction: 'outflow' as const }))];
  const scheduled: ScheduledStream[] = [];
  const excluded: CashForecast['excluded'] = [];
  /** The counted payments' merchants, whose rows the recent spending leaves out. */
  const countedKeys = new Set<string>();
  for (const s of streams) {
    const kind = (s.user_kind as RecurringKind | null) ?? recurringKindOf(s);
    const reason = LEFT_OUT[kind];
    if (reason) {
      excluded.push({ streamId: s.stream_id, merchant: merchantOf(s), kind, reason });
      continue;
    }
    const dates = streamDatesIn(s.last_date!, s.frequency, window, s.dueOnLast);
    if (s.direction === 'outflow') for (const key of merchantKeys(s)) countedKeys.add(key);
    scheduled.push({ streamId: s.stream_id, merchant: merchantOf(s), kind, direction: s.direction, cents: Math.abs(Number(s.last_amount_cents)), frequency: s.frequency, dates });
  }
  scheduled.sort((a, b) => (a.dates[0] ?? '9999').localeCompare(b.dates[0] ?? '9999') || a.merchant.localeCompare(b.merchant));

  const dueOf = new Map(liabilities.map((l) => [l.account_id, l.next_payment_due_date]));
  const cards = accounts
    .filter((a) => a.type === 'credit' && Number(a.current_cents ?? 0) > 0)
    .map((a) => {
      const dueDate = dueOf.get(a.id) ?? null;
      return { accountId: a.plaid_account_id, name: a.official_name ?? a.name, owedCents: Number(a.current_cents), dueDate, counted: dueDate !== null && dueDate >= window.start && dueDate <= window.end };
    });

  const baselineRange = { start: addDays(today, -BASELINE_DAYS), end: addDays(today, -1) };
  const recent = await spentApartFrom(db, userId, baselineRange, [...countedKeys]);
  const baselinePerDay = Math.max(0, Math.round((recent.spentCents - recent.atMerchantsCents) / BASELINE_DAYS));

  const everyday: EverydayMonth[] = [];
  for (const { month, days } of windowMonths(today, FORECAST_DAYS)) {
    const budget = await budgetLeft(db, userId, month, today);
    everyday.push(
      budget
        ? { month, source: 'budget', perDayCents: Math.round(budget.leftCents / budget.spreadDays), days, budgetLeftCents: budget.leftCents }
        : { month, source: 'recent_spending', perDayCents: baselinePerDay, days },
    );
  }

  const points = projectCash({
    startingCents,
    today,
    days: FORECAST_DAYS,
    scheduled: [
      ...scheduled.map((s) => ({ cents: s.direction === 'inflow' ? s.cents : -s.cents, dates: s.dates })),
      ...cards.filter((c) => c.counted).map((c) => ({ cents: -c.owedCents, dates: [c.dueDate!] })),
    ],
    everydayPerDay: new Map(everyday.map((m) => [m.month, m.perDayCents])),
  });
  return {
    today,
    startingCents,
    points,
    cashAccounts,
    accounts,
    scheduled,
    cards,
    everyday,
    baseline: { start: baselineRange.start, end: baselineRange.end, spentCents: recent.spentCents, recurringCents: recent.atMerchantsCents, perDayCents: baselinePerDay },
    excluded,
  };
}

/** The first `days` days of the forecast: its points, and only the months and dates they reach. */
export function forecastFor(forecast: CashForecast, days: number) {
  const end = addDays(forecast.today, days);
  const points = forecast.points.slice(0, days);
  return {
    ...forecast,
    points,
    low: lowPoint(forecast.today, forecast.startingCents, points),
    scheduled: forecast.scheduled.map((s) => ({ ...s, dates: s.dates.filter((d) => d <= end) })).filter((s) => s.dates.length > 0),
    cards: forecast.cards.map((c) => ({ ...c, counted: c.counted && c.dueDate! <= end })),
    everyday: windowMonths(forecast.today, days).map(({ month, days: inWindow }) => ({ ...forecast.everyday.find((m) => m.month === month)!, days: inWindow })),
  };
}

/** Keeps today's forecast, and finds an earlier one to check against the cash balances since. */
export async function checkedForecast(db: Db, userId: string, forecast: CashForecast) {
  await keepForecast(db, userId, forecast.today, forecast.startingCents, forecast.points.map((p) => p.balanceCents));
  const earlier = await forecastToCheck(db, userId, forecast.today);
  if (!earlier) return null;
  const last = [addDays(earlier.madeOn, CHECK_DAYS), forecast.today].sort()[0]!;
  const days = Array.from({ length: daysIn({ start: earlier.madeOn, end: last }) - 1 }, (_, i) => addDays(earlier.madeOn, i + 1));
  const actual = await netWorthOn(db, userId, forecast.accounts, days);
  return { madeOn: earlier.madeOn, points: days.map((date, i) => ({ date, forecastCents: earlier.balancesCents[i]!, actualCents: actual[i]!.cash })) };
}
