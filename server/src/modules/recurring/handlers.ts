import type { Db } from '../../db/client.ts';
import type { RecurringKindColumn } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { subscriberOf, type HandlerGroup } from '../../http/handler.ts';
import { todayOf } from '../../lib/calendar.ts';
import { cents, dollars, merchantNamesOf, monthlyEquivalentCents } from '../money/index.ts';
import { nextBillDate } from './bills.ts';
import { correctStream, deleteManualStream, hasAccount, insertManualStream, streamOccurrences, type UserStream, userStreams } from './queries.ts';
import { RECURRING_KINDS, recurringKindOf } from './recurring-kinds.ts';

export interface RecurringDeps {
  db: Db;
  /** The clock "today" is read from (UTC), for next dates; tests pass a fixed one. */
  now?: () => number;
}

type Occurrences = Awaited<ReturnType<typeof streamOccurrences>>;

/** The stream's expected amount in cents, positive: the user's own, else Plaid's last amount. */
const expectedCents = (s: UserStream) => (s.user_amount_cents !== null ? Number(s.user_amount_cents) : Math.abs(Number(s.last_amount_cents)));
const statusOf = (s: UserStream): 'active' | 'inactive' | 'not_recurring' => (s.not_recurring ? 'not_recurring' : s.is_active ? 'active' : 'inactive');

/** The stream's merchant as the user sees it: their name for its key (the merchant's name, else the description), else the key. */
const merchantShown = (s: UserStream, merchantNames: ReadonlyMap<string, string>) => merchantNames.get(s.merchant_name || s.description) ?? (s.merchant_name || s.description);

function toStream(s: UserStream, occurrences: Occurrences, today: string, merchantNames: ReadonlyMap<string, string>) {
  const status = statusOf(s);
  const amountCents = expectedCents(s);
  return {
    id: s.id,
    merchant: merchantShown(s, merchantNames),
    description: s.description,
    kind: s.user_kind ?? recurringKindOf(s),
    direction: s.direction,
    amount: dollars(amountCents),
    frequency: s.frequency,
    next_date: status === 'active' && s.last_date ? nextBillDate(s.last_date, s.frequency, today) : null,
    status,
    source: s.source,
    corrected: s.source === 'plaid' && (s.user_kind !== null || s.user_amount_cents !== null),
    account_name: s.account_name,
    institution_name: s.institution_name,
    monthly_amount: dollars(monthlyEquivalentCents([{ cents: amountCents, frequency: s.frequency }])),
    occurrences: (occurrences.get(s.id) ?? []).map((o) => ({ transaction_id: o.transaction_id, date: o.date, amount: dollars(Math.abs(Number(o.amount_cents))) })),
  };
}

export function createRecurringHandlers({ db, now = Date.now }: RecurringDeps): HandlerGroup {
  /** One stream of the user as the list shows it; 404 when they have none with this id. */
  async function oneStream(userId: string, streamId: string) {
    const [[stream], occurrences, merchantNames] = await Promise.all([userStreams(db, userId, streamId), streamOccurrences(db, userId, streamId), merchantNamesOf(db, userId)]);
    if (!stream) throw notFound('stream_id: no such recurring payment.');
    return toStream(stream, occurrences, todayOf(now), merchantNames);
  }

  return {
    async listRecurringStreams(context) {
      const user = subscriberOf(context);
      const [rows, occurrences, merchantNames] = await Promise.all([userStreams(db, user.id), streamOccurrences(db, user.id), merchantNamesOf(db, user.id)]);
      const today = todayOf(now);
      const active = rows.filter((s) => statusOf(s) === 'active');
      const totals = RECURRING_KINDS.map((kind) => {
        const ofKind = active.filter((s) => (s.user_kind ?? recurringKindOf(s)) === kind);
        return { kind, count: ofKind.length, monthly_total: dollars(monthlyEquivalentCents(ofKind.map((s) => ({ cents: expectedCents(s), frequency: s.frequency })))) };
      }).filter((t) => t.count > 0);
      return { streams: rows.map((s) => toStream(s, occurrences, today, merchantNames)), totals };
    },

    async createRecurringStream(context) {
      const user = subscriberOf(context);
      const { merchant, amount, kind, frequency, next_date, account_id } = context.body;
      if (account_id !== undefined && !(await hasAccount(db, user.id, account_id))) throw badRequest('account_id: no such account.');
      const id = await db.transaction().execute((trx) =>
        insertManualStream(trx, user.id, { merchant: merchant.trim(), amountCents: cents(amount), kind, frequency, nextDate: next_date, accountPlaidId: account_id ?? null }),
      );
      return oneStream(user.id, id);
    },

    async updateRecurringStream(context) {
      const user = subscriberOf(context);
      const { not_recurring, kind, amount } = context.body;
      const found = await db.transaction().execute((trx) =>
        correctStream(trx, user.id, context.params.stream_id, {
          ...(not_recurring !== undefined && { not_recurring }),
          ...(kind !== undefined && { user_kind: kind as RecurringKindColumn | null }),
          ...(amount !== undefined && { user_amount_cents: amount === null ? null : cents(amount) }),
        }),
      );
      if (!found) throw notFound('stream_id: no such recurring payment.');
      return oneStream(user.id, context.params.stream_id);
    },

    async deleteRecurringStream(context) {
      const user = subscriberOf(context);
      if (!(await db.transaction().execute((trx) => deleteManualStream(trx, user.id, context.params.stream_id)))) throw notFound('stream_id: no recurring payment added by hand with this id.');
      return { status: 'success' };
    },
  };
}
