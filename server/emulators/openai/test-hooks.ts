/**
 * Markers a question may carry so the product's tests can make the model fail or dawdle
 * (README, "Test hooks"). They act on every request whose question holds them and are removed
 * before the question is read.
 */

export interface TestHooks {
  /** `[[rate-limit]]`: 429 rate_limit_exceeded with `retry-after`. */
  rateLimit: boolean;
  /** `[[model-down]]`: 500 server_error. */
  modelDown: boolean;
  /** `[[slow]]` (the configured delay) or `[[slow:1500]]` (milliseconds): the answer waits this long. */
  slowMs: number | null;
  /** `[[ungrounded]]`: the answer holds an amount no tool gave, until the grounding check; `[[always-ungrounded]]`: even after it. */
  ungrounded: 'once' | 'always' | null;
}

const MARKER = /\[\[([a-z-]+)(?::(\d+))?\]\]/g;

export function readTestHooks(question: string | null, defaultSlowMs: number): TestHooks {
  const hooks: TestHooks = { rateLimit: false, modelDown: false, slowMs: null, ungrounded: null };
  for (const [, name, value] of (question ?? '').matchAll(MARKER)) {
    if (name === 'rate-limit') hooks.rateLimit = true;
    if (name === 'model-down') hooks.modelDown = true;
    if (name === 'slow') hooks.slowMs = value === undefined ? defaultSlowMs : Number(value);
    if (name === 'ungrounded') hooks.ungrounded ??= 'once';
    if (name === 'always-ungrounded') hooks.ungrounded = 'always';
  }
  return hooks;
}

export const stripTestHooks = (question: string): string => question.replace(MARKER, ' ').replace(/\s+/g, ' ').trim();
