import type { FastifyInstance } from 'fastify';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingModel, startStandIn, type RunningStandIn } from '../../../emulators/openai/test-support.ts';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { subscriberWithLedger } from '../../../test/ledger.ts';
import { sampleRows } from '../../../test/ledger-sample.ts';
import { askAssistant } from '../../../test/assistant.ts';
import type { TestUser } from '../../../test/users.ts';
import type { Db } from '../../db/client.ts';
import { createAssistantHandlers } from './handlers.ts';
import { CONVERSATION_GAP_MS, THREAD_TOKEN_BUDGET } from './thread.ts';
import { createOpenAiModel } from '../../vendors/model.ts';

/*
 * Conversation memory through POST /api/chat/response and the model stand-in: a follow-up is read
 * with the earlier turns of its conversation, and the figures of each answer are computed here
 * with SQL over the raw transactions, by the README's rules (posted rows; refunds count off).
 */

let standIn: RunningStandIn;
let app: FastifyInstance;
let db: Db;
let alice: TestUser;
let bob: TestUser;
/** The clock of "today" and of each ask (the sample's March). */
let clock = Date.parse('2024-03-20T12:00:00Z');
/** The messages of every request the product sent the model, in order. */
const modelRequests: ChatCompletionMessageParam[][] = [];

beforeAll(async () => {
  ({ db } = await testDatabase());
  standIn = await startStandIn();
  const recording = recordingModel(standIn, modelRequests);
  app = await createTestApp({ handlers: createAssistantHandlers({ db, model: createOpenAiModel(recording), modelName: 'gpt-4o-mini', now: () => clock, timeBudgetMs: 60_000 }) });
  ({ user: alice } = await subscriberWithLedger(app, 'conversation-alice', sampleRows()));
  ({ user: bob } = await subscriberWithLedger(app, 'conversation-bob', sampleRows()));
}, 60_000);
afterAll(async () => {
  await app.close();
  await standIn.close();
});

/** One ask a minute after the last; its answer's text and the messages the model was first sent for it. */
async function ask(user: TestUser, question: string) {
  clock += 60_000;
  const first = modelRequests.length;
  const answer = await askAssistant(user, question, clock);
  return { answer, sent: modelRequests[first]! };
}

const money = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const textsOf = (messages: ChatCompletionMessageParam[], role: 'user' | 'assistant') => messages.filter((m) => m.role === role).map((m) => String(m.content));

/** Spent on one detailed category in a period, from the raw rows: posted purchases less refunds. */
async function spentOn(user: TestUser, detailed: string, start: string, end: string): Promise<number> {
  const { rows } = await sql<{ cents: string | null }>`
    select sum(amount_cents) as cents from transactions
    where user_id = ${user.id} and category_detailed = ${detailed} and not pending and date between ${start} and ${end}`.execute(db);
  return Number(rows[0]!.cents ?? 0);
}

/** Posted purchases of a category over an amount in a period, from the raw rows. */
async function purchasesOver(user: TestUser, detailed: string, start: string, end: string, minCents: number) {
  const { rows } = await sql<{ count: string; cents: string | null }>`
    select count(*) as count, sum(amount_cents) as cents from transactions
    where user_id = ${user.id} and category_detailed = ${detailed} and not pending and date between ${start} and ${end} and amount_cents >= ${minCents}`.execute(db);
  return { count: Number(rows[0]!.count), cents: Number(rows[0]!.cents ?? 0) };
}

describe('a conversation', () => {
  it('answers three turns, each follow-up read with the ones before it', async () => {
    const groceries = 'FOOD_AND_DRINK_GROCERIES';
    const first = await ask(alice, 'How much did I spend on groceries in February 2024?');
    const february = await spentOn(alice, groceries, '2024-02-01', '2024-02-29');
    expect(february).toBeGreaterThan(0);
    expect(first.answer).toContain(money(february));

    const second = await ask(alice, 'And how does that compare with the month before?');
    // The thread reached the model: the first question and its answer, before this one.
    expect(textsOf(second.sent, 'user')).toEqual(['How much did I spend on groceries in February 2024?', 'And how does that compare with the month before?']);
    expect(textsOf(second.sent, 'assistant')).toEqual([first.answer]);
    const january = await spentOn(alice, groceries, '2024-01-01', '2024-01-31');
    expect(january).not.toBe(february);
    expect(second.answer).toContain(money(february));
    expect(second.answer).toContain(money(january));
    expect(second.answer).toContain('2024-01-01');
    expect(second.answer).toContain(money(Math.abs(february - january)));

    const third = await ask(alice, 'Which of those were over $50?');
    expect(textsOf(third.sent, 'user')).toHaveLength(3);
    const over = await purchasesOver(alice, groceries, '2024-02-01', '2024-02-29', 5_000);
    // Some of February's purchases, not all: the answer is the narrowed list.
    expect(over.count).toBeGreaterThan(0);
    expect(over.cents).not.toBe(february);
    expect(third.answer).toContain(money(over.cents));
    expect(third.answer).toMatch(new RegExp(`\\b${over.count} (?:purchases?|transactions?)\\b`));
    expect(third.answer).toContain('2024-02-01');
  });

  it('completes an ask that waited for its period with the next turn', async () => {
    clock += CONVERSATION_GAP_MS * 2;
    const waiting = await ask(alice, 'How much did I spend on coffee?');
    expect(waiting.answer).toMatch(/which period/i);
    const completed = await ask(alice, 'February 2024');
    expect(completed.answer).toContain(money(await spentOn(alice, 'FOOD_AND_DRINK_COFFEE', '2024-02-01', '2024-02-29')));
  });

  it('starts a new conversation after a pause longer than the gap, and never replays a failed answer', async () => {
    clock += CONVERSATION_GAP_MS * 2;
    const before = await ask(alice, 'How much did I spend on groceries in January 2024?');
    // An answer that failed is kept as the drawer shows it, never as a turn.
    await db
      .insertInto('chat_messages')
      .values([
        { user_id: alice.id, event_id: 'user-failedpair', pair_id: 'failedpair', is_user_input: true, message: 'What is my savings rate?', created_date: new Date(clock + 1_000) },
        { user_id: alice.id, event_id: 'error-failedpair', pair_id: 'failedpair', is_user_input: false, message: 'Oops', created_date: new Date(clock + 2_000) },
      ])
      .execute();
    const next = await ask(alice, 'and the month before?');
    expect(textsOf(next.sent, 'user')).toEqual(['How much did I spend on groceries in January 2024?', 'and the month before?']);
    expect(textsOf(next.sent, 'assistant')).toEqual([before.answer]);

    clock += CONVERSATION_GAP_MS + 60_000;
    const fresh = await ask(alice, 'What was my income in February 2024?');
    expect(textsOf(fresh.sent, 'user')).toEqual(['What was my income in February 2024?']);
  });

  it('keeps the newest turns that fit the token budget, dropping the oldest', async () => {
    clock += CONVERSATION_GAP_MS * 2;
    // Three earlier turns of 40 % of the budget each (about four characters a token): two fit.
    const answer = (n: number) => `Answer ${n}: ${'x'.repeat(Math.floor(THREAD_TOKEN_BUDGET * 4 * 0.4))}`;
    const turns = [1, 2, 3].map((n) => ({ pair: `budgetpair${n}${Date.now()}`, question: `Earlier question ${n}?`, answer: answer(n), at: clock + n * 1_000 }));
    await db
      .insertInto('chat_messages')
      .values(
        turns.flatMap((t) => [
          { user_id: alice.id, event_id: `user-${t.pair}`, pair_id: t.pair, is_user_input: true, message: t.question, created_date: new Date(t.at) },
          { user_id: alice.id, event_id: `ai-${t.pair}`, pair_id: t.pair, is_user_input: false, message: t.answer, created_date: new Date(t.at + 500) },
        ]),
      )
      .execute();
    clock += 10_000;
    const { sent } = await ask(alice, 'What was my income in January 2024?');
    expect(textsOf(sent, 'user')).toEqual(['Earlier question 2?', 'Earlier question 3?', 'What was my income in January 2024?']);
    expect(textsOf(sent, 'assistant')).toEqual([answer(2), answer(3)]);
  });

  it("never sends another user's turns to the model", async () => {
    clock += CONVERSATION_GAP_MS * 2;
    await ask(bob, 'How much did I spend at Starbucks?');
    const { sent, answer } = await ask(alice, 'February 2024');
    expect(textsOf(sent, 'user')).toEqual(['February 2024']);
    expect(textsOf(sent, 'assistant')).toEqual([]);
    // Read on its own: a spending summary of the month, not Bob's Starbucks question completed.
    expect(answer).not.toContain('Starbucks');
  });
});
