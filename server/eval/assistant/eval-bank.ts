import type { LightMyRequestResponse } from 'fastify';
import { linkThroughWidget } from '../../emulators/plaid/test-support.ts';

/**
 * The evaluation's bank: First Platypus Bank linked through the real paths (link token, a Link
 * session at the Plaid emulator, the exchange, /api/initialize_metadata) on a fixed clock, so its
 * two years of history, balances, card liabilities and recurring streams are the same every run.
 */

/** First Platypus Bank (default seed): checking, savings, a credit card and a mortgage. */
export const EVAL_INSTITUTION = 'ins_120686';
/** The Plaid emulator's clock: the item is created, and its history ends, on this day. */
export const EVAL_CLOCK_START = '2026-11-25T12:00:00Z';
/** "Today" for the assistant (UTC). */
export const EVAL_TODAY = '2026-11-25';
export const EVAL_NOW = Date.parse(EVAL_CLOCK_START);
/** The budget planned for the evaluation's month (dollars per budget line, a detailed category), through PUT /api/budgets/{month}. */
export const EVAL_BUDGET_MONTH = '2026-11';
export const EVAL_BUDGET: Record<string, number> = { FOOD_AND_DRINK_GROCERIES: 450, FOOD_AND_DRINK_RESTAURANT: 150, GENERAL_MERCHANDISE_SUPERSTORES: 300, TRANSPORTATION_GAS: 150, ENTERTAINMENT_TV_AND_MOVIES: 80 };

export interface EvalUser {
  id: string;
  request(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

async function ok(response: Promise<LightMyRequestResponse>, what: string): Promise<Record<string, unknown>> {
  const answer = await response;
  if (answer.statusCode !== 200) throw new Error(`${what} answered ${answer.statusCode}: ${answer.body}`);
  return answer.json();
}

/** Links the bank for a subscriber, syncs it and plans the month's budget. */
export async function seedEvalUser(user: EvalUser, plaidBase: string): Promise<void> {
  const { link_token } = (await ok(user.request('POST', '/api/create_link_token'), 'create_link_token')) as { link_token: string };
  const { public_token } = await linkThroughWidget(plaidBase, link_token, { institutionId: EVAL_INSTITUTION });
  const exchange = await ok(user.request('POST', '/api/set_access_token', `public_token=${encodeURIComponent(public_token)}`, { 'content-type': 'application/x-www-form-urlencoded' }), 'set_access_token');
  if (exchange.status !== 'success') throw new Error(`set_access_token: ${JSON.stringify(exchange)}`);
  await ok(user.request('GET', '/api/initialize_metadata'), 'initialize_metadata');
  const categories = Object.entries(EVAL_BUDGET).map(([category, amount]) => ({ category, amount, version: 0 }));
  await ok(user.request('PUT', `/api/budgets/${EVAL_BUDGET_MONTH}`, { categories }), 'PUT /api/budgets');
}
