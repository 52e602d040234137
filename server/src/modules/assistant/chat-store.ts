import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { CONVERSATION_GAP_MS, MAX_THREAD_TURNS, type Turn } from './thread.ts';

/** Question/answer pairs per page of history (issue: 20 pairs a page). */
export const HISTORY_PAIRS = 20;

export const userEventId = (pairId: string) => `user-${pairId}`;
export const pairIdOf = (eventId: string) => eventId.slice(eventId.indexOf('-') + 1);

export type StoredAsk = { question: string; state: 'answering' | 'answered' | 'failed'; answer_event_id: string | null; answer: string | null; answer_status: 'success' | 'error' | null; answered_at: Date | null; month: string };

export async function findAsk(db: Db, userId: string, pairId: string): Promise<StoredAsk | undefined> {
  return db
    .selectFrom('chat_asks')
    .select(['question', 'state', 'answer_event_id', 'answer', 'answer_status', 'answered_at', 'month'])
    .where('user_id', '=', userId)
    .where('pair_id', '=', pairId)
    .executeTakeFirst();
}

/** Records a new ask and its question message; false when the pair id was already asked (nothing written). */
export async function recordAsk(trx: Db, userId: string, pairId: string, month: string, question: string, askedAt: Date): Promise<boolean> {
  const inserted = await trx.insertInto('chat_asks').values({ user_id: userId, pair_id: pairId, month, question }).onConflict((oc) => oc.doNothing()).returning('pair_id').executeTakeFirst();
  if (!inserted) return false;
  await trx.insertInto('chat_messages').values({ user_id: userId, event_id: userEventId(pairId), pair_id: pairId, is_user_input: true, message: question, created_date: askedAt }).execute();
  return true;
}

/** Stores the answer (or the error text) of an ask, as its message and on the ask. */
export async function recordAnswer(db: Db, userId: string, pairId: string, answer: { status: 'success' | 'error'; message: string; answeredAt: Date }): Promise<string> {
  const eventId = `${answer.status === 'success' ? 'ai' : 'error'}-${pairId}`;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('chat_messages').values({ user_id: userId, event_id: eventId, pair_id: pairId, is_user_input: false, message: answer.message, created_date: answer.answeredAt }).execute();
    await trx
      .updateTable('chat_asks')
      .set({ state: answer.status === 'success' ? 'answered' : 'failed', answer_event_id: eventId, answer: answer.message, answer_status: answer.status, answered_at: answer.answeredAt })
      .where('user_id', '=', userId)
      .where('pair_id', '=', pairId)
      .execute();
  });
  return eventId;
}

/**
 * The conversation an ask made at `askedAt` continues, oldest first: the caller's answered pairs
 * asked before it, each within `CONVERSATION_GAP_MS` of the next (the first longer gap ends it),
 * at most `MAX_THREAD_TURNS`. Failed answers are not turns; deleted pairs are gone with their
 * messages.
 */
export async function conversationTurns(db: Db, userId: string, askedAt: Date): Promise<Turn[]> {
  const rows = await db
    .selectFrom('chat_messages as a')
    .innerJoin('chat_messages as q', (join) => join.onRef('q.user_id', '=', 'a.user_id').onRef('q.pair_id', '=', 'a.pair_id').on('q.is_user_input', '=', true))
    .select(['q.message as question', 'a.message as answer', 'q.created_date as asked_at'])
    .where('a.user_id', '=', userId)
    .where('a.is_user_input', '=', false)
    .where('a.event_id', 'like', 'ai-%')
    // Strictly before: asks made at the same instant (a stopped test clock) are not each other's thread.
    .where('q.created_date', '<', askedAt)
    .where('q.created_date', '>', new Date(askedAt.getTime() - MAX_THREAD_TURNS * CONVERSATION_GAP_MS))
    .orderBy('q.created_date', 'desc')
    .orderBy('q.pair_id', 'desc')
    .limit(MAX_THREAD_TURNS)
    .execute();
  const turns: Turn[] = [];
  let next = askedAt.getTime();
  for (const row of rows) {
    const at = new Date(row.asked_at).getTime();
    if (next - at > CONVERSATION_GAP_MS) break;
    turns.unshift({ question: row.question, answer: row.answer });
    next = at;
  }
  return turns;
}

const MESSAGE_COLUMNS = ['event_id', 'message', 'is_user_input', 'created_date', 'is_bookmarked', 'is_correct'] as const;

/**
 * Up to `HISTORY_PAIRS` pairs older than the pair of `beforeEventId` (all, when null), newest
 * pairs first chosen, returned oldest first; with `bookmarked` only pairs with a bookmarked
 * message. A pair's place is its first message's time. Undefined when the caller has no such
 * message.
 */
export async function historyPage(db: Db, userId: string, beforeEventId: string | null, bookmarked: boolean) {
  const pairs = db
    .selectFrom('chat_messages')
    .select(['pair_id', sql<Date>`min(created_date)`.as('at'), sql<boolean>`bool_or(is_bookmarked)`.as('bookmarked')])
    .where('user_id', '=', userId)
    .groupBy('pair_id');
  let query = db.selectFrom(pairs.as('p')).select(['p.pair_id', 'p.at']);
  if (bookmarked) query = query.where('p.bookmarked', '=', true);
  if (beforeEventId !== null) {
    const anchor = await db
      .selectFrom('chat_messages')
      .select(['pair_id', sql<Date>`(select min(m.created_date) from chat_messages m where m.user_id = chat_messages.user_id and m.pair_id = chat_messages.pair_id)`.as('at')])
      .where('user_id', '=', userId)
      .where('event_id', '=', beforeEventId)
      .executeTakeFirst();
    if (!anchor) return undefined;
    query = query.where(sql<boolean>`(p.at, p.pair_id) < (${anchor.at}, ${anchor.pair_id})`);
  }
  const chosen = await query.orderBy('p.at', 'desc').orderBy('p.pair_id', 'desc').limit(HISTORY_PAIRS + 1).execute();
  const page = chosen.slice(0, HISTORY_PAIRS);
  if (page.length === 0) return { messages: [], hasMore: false };
  const messages = await db
    .selectFrom('chat_messages')
    .select(MESSAGE_COLUMNS)
    .where('user_id', '=', userId)
    .where('pair_id', 'in', page.map((p) => p.pair_id))
    .execute();
  const order = new Map(page.map((p, i) => [p.pair_id, page.length - i]));
  messages.sort((a, b) => order.get(pairIdOf(a.event_id))! - order.get(pairIdOf(b.event_id))! || Number(b.is_user_input) - Number(a.is_user_input));
  return { messages, hasMore: chosen.length > HISTORY_PAIRS };
}

/** False when the caller has no message with this id (nothing changed). */
export async function setBookmark(db: Db, userId: string, eventId: string, bookmarked: boolean): Promise<boolean> {
  const result = await db.updateTable('chat_messages').set({ is_bookmarked: bookmarked }).where('user_id', '=', userId).where('event_id', '=', eventId).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Rates one of the assistant's answers; false when the caller has no such answer. */
export async function setRating(db: Db, userId: string, eventId: string, correct: boolean | null): Promise<boolean> {
  const result = await db
    .updateTable('chat_messages')
    .set({ is_correct: correct })
    .where('user_id', '=', userId)
    .where('event_id', '=', eventId)
    .where('is_user_input', '=', false)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes both messages of a pair; false when the caller has none. */
export async function deletePair(db: Db, userId: string, pairId: string): Promise<boolean> {
  const result = await db.deleteFrom('chat_messages').where('user_id', '=', userId).where('pair_id', '=', pairId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
