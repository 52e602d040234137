import type OpenAI from 'openai';
import type { EvalCase, Expectation, Figure } from './case-shapes.ts';
import { GROUNDING_CHECK_FAILED } from '../../src/modules/assistant/grounding.ts';

/** How an answer is graded: its figures, its periods, its words, and for a reply that needs no tool, that none was called. */

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Money as answers quote it, `$1,234.56`, always positive. */
export const moneyText = (cents: number) => DOLLARS.format(Math.abs(cents) / 100);

const COUNT_NOUNS = 'transactions?|purchases?|times?|visits?|payments?|charges?';
const NO_SUCH_ROWS = /\bno (spending|transactions|purchases|income)\b/i;

export const figureText = (figure: Figure): string => ('money' in figure ? moneyText(figure.money) : 'count' in figure ? `${figure.count} transactions` : figure.date);

function states(answer: string, figure: Figure): boolean {
  if ('money' in figure) return answer.includes(moneyText(figure.money));
  if ('date' in figure) return answer.includes(figure.date);
  return new RegExp(`(?<![\\d,.$])${figure.count.toLocaleString('en-US')}\\s+(?:${COUNT_NOUNS})\\b`, 'i').test(answer);
}

export interface Grade {
  figureRight: boolean;
  /** null when the question has no period to name. */
  periodRight: boolean | null;
  /** What was looked for and not found. */
  missing: string[];
}

export function grade(answer: string, expected: Expectation, toolsCalled: readonly string[]): Grade {
  const missing: string[] = [];
  for (const figure of expected.figures) {
    const zeroSaid = expected.zeroInWords && 'money' in figure && figure.money === 0 && NO_SUCH_ROWS.test(answer);
    if (!states(answer, figure) && !zeroSaid) missing.push(figureText(figure));
  }
  if (expected.someOf) {
    const found = expected.someOf.figures.filter((f) => states(answer, f)).length;
    if (found < expected.someOf.count) missing.push(`${expected.someOf.count} of ${expected.someOf.figures.map(figureText).join(', ')}`);
  }
  for (const figure of expected.absent ?? []) if (states(answer, figure)) missing.push(`not ${figureText(figure)}`);
  if (expected.onlyAsPending?.length) {
    // Before the answer first says "pending", no pending row's amount: a pending row is not the latest.
    const beforePending = answer.split(/pending/i, 1)[0]!;
    for (const figure of expected.onlyAsPending) if (states(beforePending, figure)) missing.push(`${figureText(figure)} only as pending`);
  }
  for (const { what, pattern } of expected.says ?? []) if (!pattern.test(answer)) missing.push(what);
  if (expected.noFigure && /\$\s?\d/.test(answer)) missing.push('no figure');
  if (expected.noTool && toolsCalled.length > 0) missing.push(`no tool (called ${toolsCalled.join(', ')})`);
  const figureRight = missing.length === 0;
  const periods = [expected.period, expected.comparedWith].filter((p) => p !== undefined);
  const unnamed = periods.filter(({ start, end }) => !(answer.includes(start) && answer.includes(end)));
  for (const { start, end } of unnamed) missing.push(`period ${start} to ${end}`);
  return { figureRight, periodRight: periods.length ? unnamed.length === 0 : null, missing };
}

/** Which tools the model asked for while answering a question, forgotten once read (a later case may ask the same words). */
export type ToolsTaken = (question: string) => string[];

/**
 * The model the product talks to, watched: which tools it asked for per question. It changes
 * nothing of the requests or answers.
 */
export function watchedModel(model: OpenAI): { model: OpenAI; takeTools: ToolsTaken } {
  const calls = new Map<string, string[]>();
  const questionOf = (messages: readonly { role: string; content?: unknown }[]) =>
    String(messages.filter((m) => m.role === 'user' && typeof m.content === 'string' && !m.content.startsWith(GROUNDING_CHECK_FAILED)).at(-1)?.content ?? '');
  const create = async (...args: Parameters<OpenAI['chat']['completions']['create']>) => {
    const completion = (await model.chat.completions.create(...args)) as OpenAI.Chat.Completions.ChatCompletion;
    const question = questionOf(args[0].messages as { role: string; content?: unknown }[]);
    const names = (completion.choices[0]?.message.tool_calls ?? []).flatMap((call) => (call.type === 'function' ? [call.function.name] : []));
    calls.set(question, [...(calls.get(question) ?? []), ...names]);
    return completion;
  };
  const watched = { chat: { completions: { create } } } as unknown as OpenAI;
  const takeTools = (question: string) => {
    const names = calls.get(question) ?? [];
    calls.delete(question);
    return names;
  };
  return { model: watched, takeTools };
}

export interface CaseOutcome {
  evalCase: EvalCase;
  answer: string;
  status: string;
  expected: Expectation;
  tools: string[];
  grade: Grade;
}
