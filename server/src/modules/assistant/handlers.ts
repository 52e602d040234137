import { setTimeout as sleep } from 'node:timers/promises';
import type { AssistantModel } from '../../vendors/index.ts';
import type { Db } from '../../db/client.ts';
import { conflict, HttpError, notFound } from '../../http/errors.ts';
import { subscriberOf, type HandlerGroup } from '../../http/handler.ts';
import { answerQuestion, DEFAULT_TIME_BUDGET_MS } from './assistant.ts';
import { conversationTurns, deletePair, findAsk, historyPage, pairIdOf, recordAnswer, recordAsk, setBookmark, setRating, type StoredAsk } from './chat-store.ts';
import { secondsToNextMonth, usageMonth } from '../monthly-usage/index.ts';
import { chargeAsk, quotaOf, refundAsk } from './quota.ts';

export interface AssistantHandlerDeps {
  db: Db;
  model: AssistantModel;
  modelName: string;
  /** The clock the quota's month and "today" are read from; tests pass their own. */
  now?: () => number;
  timeBudgetMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

/** Spec section 8: the quota exhausted. */
export const QUOTA_EXHAUSTED = "You've reached your monthly question limit. Please try again next month.";
/** What an ask that failed inside the assistant is answered (and stored as its `error-` message). */
export const ASK_FAILED = "Oops, I couldn't generate a response. Please try again. This question was not counted against your monthly asks.";
/** How often a retry looks whether the first request has answered. */
const RETRY_POLL_MS = 100;

const reply = (ask: Pick<StoredAsk, 'answer_event_id' | 'answer' | 'answer_status' | 'answered_at'>) => ({
  status: ask.answer_status!,
  event_id: ask.answer_event_id!,
  message: ask.answer!,
  is_user_input: false as const,
  created_date: ask.answered_at!.toISOString(),
});

export function createAssistantHandlers({ db, model, modelName, now = Date.now, timeBudgetMs = DEFAULT_TIME_BUDGET_MS, log }: AssistantHandlerDeps) {
  /** The stored answer of an ask already made, waiting while its first request is still answering it. */
  async function replay(userId: string, pairId: string, question: string) {
    const deadline = Date.now() + timeBudgetMs + 5_000;
    for (;;) {
      const ask = await findAsk(db, userId, pairId);
      if (!ask) return undefined;
      if (ask.question !== question) throw conflict('id: this pair id was already used for another question.');
      if (ask.state !== 'answering') return reply(ask);
      if (Date.now() > deadline) throw new HttpError(503, 'INTERNAL_SERVER_ERROR', 'The first request for this question is still being answered. Please try again.', { 'retry-after': '5' });
      await sleep(RETRY_POLL_MS);
    }
  }

  return {
    async getChatQuota(context) {
      const user = subscriberOf(context);
      return quotaOf(db, user.id, usageMonth(now()));
    },

    async askAssistant(context) {
      const user = subscriberOf(context);
      const pairId = pairIdOf(context.body.id);
      const question = context.body.submitted_user_query;
      const askedAt = now();
      const month = usageMonth(askedAt);

      const earlier = await replay(user.id, pairId, question);
      if (earlier) return earlier;
      // The ask, its question and its unit of the quota, all or nothing.
      const recorded = await db.transaction().execute(async (trx) => {
        if (!(await recordAsk(trx, user.id, pairId, month, question, new Date(askedAt)))) return false;
        if (!(await chargeAsk(trx, user.id, month))) throw new HttpError(429, 'QUOTA_EXCEEDED', QUOTA_EXHAUSTED, { 'retry-after': String(secondsToNextMonth(askedAt)) });
        return true;
      });
      // Another request with this id got in first: its answer is this one's.
      if (!recorded) return (await replay(user.id, pairId, question))!;

      let answer: { status: 'success' | 'error'; message: string };
      try {
        const thread = await conversationTurns(db, user.id, new Date(askedAt));
        answer = { status: 'success', message: await answerQuestion({ db, model, modelName, now, timeBudgetMs }, user.id, question, undefined, thread) };
      } catch (error) {
        log?.warn({ err: (error as Error).message }, 'the assistant could not answer; the ask is refunded');
        await refundAsk(db, user.id, month);
        answer = { status: 'error', message: ASK_FAILED };
      }
      const answeredAt = new Date(Math.max(now(), askedAt + 1));
      const eventId = await recordAnswer(db, user.id, pairId, { ...answer, answeredAt });
      return { status: answer.status, event_id: eventId, message: answer.message, is_user_input: false as const, created_date: answeredAt.toISOString() };
    },

    async getChatHistory(context) {
      const user = subscriberOf(context);
      const { id, bookmark_filter_on } = context.body;
      const page = await historyPage(db, user.id, id === 'array_is_empty' ? null : id, bookmark_filter_on);
      if (!page) throw notFound('id: no such message.');
      return {
        messages: page.messages.map((m) => ({ ...m, created_date: new Date(m.created_date).toISOString() })),
        has_more: page.hasMore,
      };
    },

    async bookmarkChatMessage(context) {
      const user = subscriberOf(context);
      if (!(await setBookmark(db, user.id, context.body.id, context.body.is_bookmark))) throw notFound('id: no such message.');
      return { status: 'success' as const };
    },

    async deleteChatPair(context) {
      const user = subscriberOf(context);
      if (!(await deletePair(db, user.id, context.body.id))) throw notFound('id: no such question.');
      return { status: 'success' as const };
    },

    async rateChatMessage(context) {
      const user = subscriberOf(context);
      if (!(await setRating(db, user.id, context.body.id, context.body.is_correct))) throw notFound('id: no such answer.');
      return { status: 'success' as const };
    },
  } satisfies HandlerGroup;
}
