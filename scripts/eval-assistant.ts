/**
 * `npm run eval:assistant`: the evaluation set against whatever model the environment configures
 * (OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL; without a key, the model stand-in in-process),
 * through the product's real path. Prints per question whether the figure and the period are
 * right, and the score; asserts nothing.
 */
import { startEvalApp } from '../server/eval/assistant/eval-app.ts';
import { report, runEval } from '../server/eval/assistant/run-cases.ts';

const started = performance.now();
const evaluation = await startEvalApp();
try {
  console.log(`Assistant evaluation: ${evaluation.modelLabel}, today 2026-11-25, First Platypus Bank (Plaid emulator).\n`);
  const outcomes = await runEval(evaluation);
  console.log(report(outcomes));
  console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
} finally {
  await evaluation.close();
}
