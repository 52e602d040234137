import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import { EVAL_CASES, type EvalCase } from './cases.ts';
import { EVAL_NOW, type EvalUser } from './eval-bank.ts';
import { grade, type CaseOutcome } from './grade.ts';

/** Asks one case's question through POST /api/chat/response and grades the answer. */
export async function runCase(evalCase: EvalCase, { db, user, toolsFor }: { db: Db; user: EvalUser; toolsFor(question: string): string[] }): Promise<CaseOutcome> {
  const pair = randomUUID().replaceAll('-', '');
  const response = await user.request('POST', '/api/chat/response', { id: `user-${pair}`, submitted_user_query: evalCase.question, is_user_input: true, created_date: new Date(EVAL_NOW).toISOString() });
  if (response.statusCode !== 200) throw new Error(`${evalCase.id}: POST /api/chat/response answered ${response.statusCode}: ${response.body}`);
  const { status, message } = response.json() as { status: string; message: string };
  const expected = await evalCase.expected(db, user.id);
  const tools = toolsFor(evalCase.question);
  const outcome = grade(message, expected, tools);
  return { evalCase, answer: message, status, expected, tools, grade: status === 'success' ? outcome : { ...outcome, figureRight: false, missing: [`status ${status}`, ...outcome.missing] } };
}

export async function runEval(deps: { db: Db; user: EvalUser; toolsFor(question: string): string[] }, cases: readonly EvalCase[] = EVAL_CASES): Promise<CaseOutcome[]> {
  const outcomes: CaseOutcome[] = [];
  for (const evalCase of cases) outcomes.push(await runCase(evalCase, deps));
  return outcomes;
}

/** A wrong answer's start, on one line. */
const answerExcerpt = (answer: string) => (answer.length > 400 ? `${answer.slice(0, 400)}…` : answer).replace(/\s*\n\s*/g, ' ⏎ ');

const mark = (value: boolean | null) => (value === null ? 'n/a' : value ? 'yes' : 'NO');

/** The report: per question whether the figure and the period are right, then the score. */
export function report(outcomes: readonly CaseOutcome[]): string {
  const lines = outcomes.map(({ evalCase, answer, grade: g }) => {
    const issue = !g.figureRight && evalCase.knownIssue ? `  [known issue: ${evalCase.knownIssue}]` : '';
    const missing = g.missing.length ? `  missing: ${g.missing.join('; ')}` : '';
    const line = `${evalCase.id.padEnd(28)} figure ${mark(g.figureRight).padEnd(3)}  period ${mark(g.periodRight).padEnd(3)}  ${evalCase.question}${missing}${issue}`;
    return g.figureRight && g.periodRight !== false ? line : `${line}\n    answered: ${answerExcerpt(answer)}`;
  });
  const figures = outcomes.filter((o) => o.grade.figureRight).length;
  const withPeriod = outcomes.filter((o) => o.grade.periodRight !== null);
  const periods = withPeriod.filter((o) => o.grade.periodRight).length;
  const both = outcomes.filter((o) => o.grade.figureRight && o.grade.periodRight !== false).length;
  lines.push('', `Figures right: ${figures}/${outcomes.length}. Periods right: ${periods}/${withPeriod.length}. Score (figure and period right): ${both}/${outcomes.length} (${((both / outcomes.length) * 100).toFixed(1)}%).`);
  lines.push('', 'Score per class:', ...classScores(outcomes));
  return lines.join('\n');
}

const isRight = (o: CaseOutcome) => o.grade.figureRight && o.grade.periodRight !== false;

/** One line per class (`class`, else what the case asks): right / asked and the percentage. */
function classScores(outcomes: readonly CaseOutcome[]): string[] {
  const classes = new Map<string, CaseOutcome[]>();
  for (const o of outcomes) {
    const name = o.evalCase.class ?? o.evalCase.covers.ask;
    classes.set(name, [...(classes.get(name) ?? []), o]);
  }
  const width = Math.max(...[...classes.keys()].map((name) => name.length));
  return [...classes].map(([name, list]) => {
    const right = list.filter(isRight).length;
    return `  ${name.padEnd(width)}  ${String(right).padStart(3)}/${String(list.length).padEnd(3)} ${((right / list.length) * 100).toFixed(1).padStart(5)}%`;
  });
}
