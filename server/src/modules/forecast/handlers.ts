import type { Db } from '../../db/client.ts';
import { subscriberOf, type HandlerGroup } from '../../http/handler.ts';
import { todayOf } from '../../lib/calendar.ts';
import { cents, dollars } from '../money/index.ts';
import { cashForecast, checkedForecast, forecastFor } from './forecast.ts';

export interface ForecastDeps {
  db: Db;
  /** The clock "today" is read from (UTC); tests pass a fixed one. */
  now?: () => number;
}

const DEFAULT_DAYS = 30;

export function createForecastHandlers({ db, now = Date.now }: ForecastDeps): HandlerGroup {
  return {
    async getCashForecast(context) {
      const user = subscriberOf(context);
      const days = context.query.days ?? DEFAULT_DAYS;
      const threshold = context.query.threshold ?? null;
      const full = await cashForecast(db, user.id, todayOf(now));
      const checked = await checkedForecast(db, user.id, full);
      const forecast = forecastFor(full, days);
      return {
        as_of: forecast.today,
        days,
        starting_balance: dollars(forecast.startingCents),
        threshold,
        points: forecast.points.map((p) => ({ date: p.date, balance: dollars(p.balanceCents), income: dollars(p.incomeCents), payments: dollars(p.paymentsCents), everyday: dollars(p.everydayCents) })),
        low_point: { date: forecast.low.date, balance: dollars(forecast.low.cents) },
        days_below_threshold: threshold === null ? [] : forecast.points.filter((p) => p.balanceCents < cents(threshold)).map((p) => p.date),
        assumptions: {
          cash_accounts: forecast.cashAccounts.map((a) => ({ account_id: a.accountId, name: a.name, balance: dollars(a.cents) })),
          scheduled: forecast.scheduled.map((s) => ({ stream_id: s.streamId, merchant: s.merchant, kind: s.kind, direction: s.direction, amount: dollars(s.cents), frequency: s.frequency, dates: s.dates })),
          cards: forecast.cards.map((c) => ({ account_id: c.accountId, name: c.name, owed: dollars(c.owedCents), due_date: c.dueDate, counted: c.counted })),
          everyday: forecast.everyday.map((m) => ({ month: m.month, source: m.source, per_day: dollars(m.perDayCents), days: m.days, ...(m.budgetLeftCents !== undefined && { budget_left: dollars(m.budgetLeftCents) }) })),
          baseline: { start_date: forecast.baseline.start, end_date: forecast.baseline.end, spent: dollars(forecast.baseline.spentCents), recurring: dollars(forecast.baseline.recurringCents), per_day: dollars(forecast.baseline.perDayCents) },
          excluded: forecast.excluded.map((e) => ({ stream_id: e.streamId, merchant: e.merchant, kind: e.kind, reason: e.reason })),
        },
        checked: checked && { made_on: checked.madeOn, points: checked.points.map((p) => ({ date: p.date, forecast: dollars(p.forecastCents), actual: dollars(p.actualCents) })) },
      };
    },
  };
}
