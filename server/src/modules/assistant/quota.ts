import type { Db } from '../../db/client.ts';
import { chargeUsage, refundUsage, usedOf, type UsageKey } from '../monthly-usage/index.ts';

/** Asks per user per calendar month (UTC): spec section 9. */
export const MONTHLY_ASKS = 100;

/** The assistant's asks in the monthly counter. */
const ASKS_SCOPE = 'assistant_asks';

const asksOf = (userId: string, month: string): UsageKey => ({ userId, month, scope: ASKS_SCOPE });

export async function quotaOf(db: Db, userId: string, month: string) {
  const used = Math.min((await usedOf(db, userId, month, [ASKS_SCOPE])).get(ASKS_SCOPE)!, MONTHLY_ASKS);
  return { remaining: MONTHLY_ASKS - used, total: MONTHLY_ASKS, used };
}

/** Takes one ask of the month if one is left, exactly under concurrency; false when none is left. */
export const chargeAsk = (db: Db, userId: string, month: string) => chargeUsage(db, asksOf(userId, month), MONTHLY_ASKS);

/** Gives back the ask of one that failed inside the assistant. */
export const refundAsk = (db: Db, userId: string, month: string) => refundUsage(db, asksOf(userId, month));
