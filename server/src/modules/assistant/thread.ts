import type { ModelMessage } from '../../vendors/index.ts';

/**
 * Conversation memory (README, "The assistant"): the earlier turns of this conversation a
 * question is asked after, replayed to the model as user and assistant messages, newest last.
 */

/** One earlier question and the answer it got (answers that failed are never turns). */
export interface Turn {
  question: string;
  answer: string;
}

/**
 * The thread's share of the model's input: enough for a few full answers with their tables, small
 * beside the system prompt and tool results, so a long conversation never crowds out the data.
 */
export const THREAD_TOKEN_BUDGET = 2_000;
/** Turns at most, whatever their size: a follow-up refers to the last few, not to the whole afternoon. */
export const MAX_THREAD_TURNS = 6;
/** A question asked more than this after the one before starts a new conversation (the drawer has no "new chat"). */
export const CONVERSATION_GAP_MS = 30 * 60_000;
/** The usual estimate of English text with markdown: about four characters a token. */
const CHARACTERS_PER_TOKEN = 4;

const tokensOf = (turn: Turn) => Math.ceil((turn.question.length + turn.answer.length) / CHARACTERS_PER_TOKEN);

/**
 * The newest turns that fit `THREAD_TOKEN_BUDGET` and `MAX_THREAD_TURNS` (`turns` oldest first);
 * the oldest are dropped first, and a turn that does not fit drops every older one too, so the
 * thread the model sees has no gap.
 */
export function boundedThread(turns: readonly Turn[]): Turn[] {
  const kept: Turn[] = [];
  let tokens = 0;
  for (const turn of turns.toReversed()) {
    tokens += tokensOf(turn);
    if (tokens > THREAD_TOKEN_BUDGET || kept.length === MAX_THREAD_TURNS) break;
    kept.unshift(turn);
  }
  return kept;
}

/** Turns as the model's messages, oldest first. */
export function threadMessages(turns: readonly Turn[]): ModelMessage[] {
  return turns.flatMap((turn): ModelMessage[] => [
    { role: 'user', content: turn.question },
    { role: 'assistant', content: turn.answer },
  ]);
}
