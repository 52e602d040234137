/**
 * `npm run eval:assistant`: the evaluation set through the product's real path, against the model
 * stand-in, and with OPENAI_API_KEY set (OPENAI_BASE_URL, OPENAI_MODEL) against that model too.
 * Prints per question whether the figure and the period are right, then one table of the score per
 * class and overall, a column per model; asserts nothing.
 */
import { startEvalApp } from '../server/eval/assistant/eval-app.ts';
import { classTable, report, runEval, type ScoredRun } from '../server/eval/assistant/run-cases.ts';

const MODEL_VARIABLES = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL'];
const standInOnly = Object.fromEntries(Object.entries(process.env).filter(([name]) => !MODEL_VARIABLES.includes(name)));
const environments = [standInOnly, ...(process.env.OPENAI_API_KEY ? [process.env] : [])];

const started = performance.now();
const runs: ScoredRun[] = [];
for (const env of environments) {
  const evaluation = await startEvalApp(env);
  try {
    console.log(`Assistant evaluation: ${evaluation.modelLabel}, today 2026-11-25, First Platypus Bank (Plaid emulator).\n`);
    const outcomes = await runEval(evaluation);
    console.log(report(outcomes), '\n');
    runs.push({ label: evaluation.modelName, outcomes });
  } finally {
    await evaluation.close();
  }
}
console.log('Score per class (figure and period right):');
console.log(classTable(runs));
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
