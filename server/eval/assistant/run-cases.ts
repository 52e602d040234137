import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import { pairIdOf } from '../../src/modules/assistant/chat-store.ts';
import { EVAL_CLASSES, type EvalCase } from './case-shapes.ts';
import { EVAL_CASES } from './cases.ts';
import { EVAL_NOW, type EvalUser } from './eval-bank.ts';
import { grade, type CaseOutcome, type ToolsTaken } from './grade.ts';

/** What running a case needs: the app's database and user, the watched model's tools, and the clock the app reads. */
export interface EvalDeps {
  db: Db;
  user: EvalUser;
  takeTools: ToolsTaken;
  clock: EvalClock;
}

/** How far apart the turns of a conversation are asked: close together, as a person types. */
const SECONDS_BETWEEN_TURNS = 20;

/**
 * The app's clock during the evaluation: it starts at the evaluation's "now" and moves on a little
 * before each question, so a conversation's turns come in order, close together, all on the same
 * day (every expected figure is worked out for that day).
 */
export class EvalClock {
  private at = EVAL_NOW;
  readonly now = () => this.at;
  nextTurn(): void {
    this.at += SECONDS_BETWEEN_TURNS * 1000;
  }
}

/**
 * Makes the next question start a conversation of its own, so no case sees another's turns: the
 * user deletes every pair of their chat (POST /api/chat/delete, as the drawer's delete does). The
 * merger adapts this hook to the assistant's rule of what a conversation is, if deleted pairs can
 * stay in a thread.
 */
export async function startNewConversation(user: EvalUser): Promise<void> {
  for (;;) {
    const history = await user.request('POST', '/api/chat/history', { id: 'array_is_empty', bookmark_filter_on: false });
    if (history.statusCode !== 200) throw new Error(`POST /api/chat/history answered ${history.statusCode}: ${history.body}`);
    const { messages } = history.json() as { messages: { event_id: string }[] };
    const pairs = new Set(messages.map((m) => pairIdOf(m.event_id)));
    if (pairs.size === 0) return;
    for (const id of pairs) {
      const deleted = await user.request('POST', '/api/chat/delete', { id });
      if (deleted.statusCode !== 200) throw new Error(`POST /api/chat/delete answered ${deleted.statusCode}: ${deleted.body}`);
    }
  }
}

/**
 * The evaluation asks more questions than a month's quota allows one user: each case starts with
 * the month's asks unused, as a new month would.
 */
async function withAsksLeft({ db, user }: EvalDeps): Promise<void> {
  await db.deleteFrom('monthly_usage').where('user_id', '=', user.id).execute();
}

/** Asks one question of the conversation through POST /api/chat/response. */
async function ask(question: string, { user, clock }: EvalDeps): Promise<{ status: string; message: string }> {
  clock.nextTurn();
  const pair = randomUUID().replaceAll('-', '');
  const response = await user.request('POST', '/api/chat/response', { id: `user-${pair}`, submitted_user_query: question, is_user_input: true, created_date: new Date(clock.now()).toISOString() });
  if (response.statusCode !== 200) throw new Error(`POST /api/chat/response answered ${response.statusCode}: ${response.body} (asked: ${question})`);
  return response.json() as { status: string; message: string };
}

/** Asks a case's turns in a new conversation, in order, and grades the last answer; an earlier turn that failed fails the case. */
export async function runCase(evalCase: EvalCase, deps: EvalDeps): Promise<CaseOutcome> {
  await startNewConversation(deps.user);
  await withAsksLeft(deps);
  const failedTurns: string[] = [];
  for (const question of evalCase.earlierTurns ?? []) {
    const earlier = await ask(question, deps);
    deps.takeTools(question);
    if (earlier.status !== 'success') failedTurns.push(`turn "${question}" status ${earlier.status}`);
  }
  const { status, message } = await ask(evalCase.question, deps);
  const expected = await evalCase.expected(deps.db, deps.user.id);
  const tools = deps.takeTools(evalCase.question);
  const outcome = grade(message, expected, tools);
  const failures = [...(status === 'success' ? [] : [`status ${status}`]), ...failedTurns];
  return { evalCase, answer: message, status, expected, tools, grade: failures.length ? { ...outcome, figureRight: false, missing: [...failures, ...outcome.missing] } : outcome };
}

export async function runEval(deps: EvalDeps, cases: readonly EvalCase[] = EVAL_CASES): Promise<CaseOutcome[]> {
  const outcomes: CaseOutcome[] = [];
  for (const evalCase of cases) outcomes.push(await runCase(evalCase, deps));
  return outcomes;
}

/** A case's questions as asked, the earlier turns first. */
export const conversationText = (evalCase: EvalCase) => [...(evalCase.earlierTurns ?? []), evalCase.question].join(' → ');

/** A wrong answer's start, on one line. */
const answerExcerpt = (answer: string) => (answer.length > 400 ? `${answer.slice(0, 400)}…` : answer).replace(/\s*\n\s*/g, ' ⏎ ');

const mark = (value: boolean | null) => (value === null ? 'n/a' : value ? 'yes' : 'NO');

export const isRight = (o: CaseOutcome) => o.grade.figureRight && o.grade.periodRight !== false;

/** The report of one model: per question whether the figure and the period are right, then the score. */
export function report(outcomes: readonly CaseOutcome[]): string {
  const lines = outcomes.map(({ evalCase, answer, grade: g }) => {
    const issue = !g.figureRight && evalCase.knownIssue ? `  [known issue: ${evalCase.knownIssue}]` : '';
    const missing = g.missing.length ? `  missing: ${g.missing.join('; ')}` : '';
    const line = `${evalCase.id.padEnd(36)} figure ${mark(g.figureRight).padEnd(3)}  period ${mark(g.periodRight).padEnd(3)}  ${conversationText(evalCase)}${missing}${issue}`;
    return g.figureRight && g.periodRight !== false ? line : `${line}\n    answered: ${answerExcerpt(answer)}`;
  });
  const figures = outcomes.filter((o) => o.grade.figureRight).length;
  const withPeriod = outcomes.filter((o) => o.grade.periodRight !== null);
  const periods = withPeriod.filter((o) => o.grade.periodRight).length;
  const both = outcomes.filter(isRight).length;
  lines.push('', `Figures right: ${figures}/${outcomes.length}. Periods right: ${periods}/${withPeriod.length}. Score (figure and period right): ${both}/${outcomes.length} (${percent(both, outcomes.length)}).`);
  return lines.join('\n');
}

const percent = (right: number, asked: number) => `${((right / asked) * 100).toFixed(1)}%`;

/** One model's outcomes, under the name its column has. */
export interface ScoredRun {
  label: string;
  outcomes: readonly CaseOutcome[];
}

/** The score per class and overall, one column per model (the stand-in and a real model side by side). */
export function classTable(runs: readonly ScoredRun[]): string {
  const cell = (outcomes: readonly CaseOutcome[]) => {
    const right = outcomes.filter(isRight).length;
    return `${right}/${outcomes.length} ${percent(right, outcomes.length).padStart(6)}`;
  };
  const rows = [
    ...EVAL_CLASSES.map((name) => [name, ...runs.map((run) => cell(run.outcomes.filter((o) => o.evalCase.class === name)))]),
    ['overall', ...runs.map((run) => cell(run.outcomes))],
  ];
  const header = ['class', ...runs.map((run) => run.label)];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (row: readonly string[]) => `  ${row.map((text, i) => (i === 0 ? text.padEnd(widths[i]!) : text.padStart(widths[i]!))).join('  ')}`;
  return [line(header), ...rows.map(line)].join('\n');
}
