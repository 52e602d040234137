import type { Billing } from '../../vendors/index.ts';

export interface Plan {
  name: string;
  amount: number;
  currency: string;
  interval: 'month' | 'year';
  trial_days: number;
}

const PLAN_CACHE_MS = 10 * 60_000;

/** The plan on offer, read from the configured price at the billing provider and cached for a few minutes. */
export function createPlanReader(billing: Billing, priceId: string, trialDays: number, now: () => number = Date.now) {
  let cached: { plan: Plan; at: number } | undefined;
  return async function readPlan(): Promise<Plan> {
    if (cached && now() - cached.at < PLAN_CACHE_MS) return cached.plan;
    const price = await billing.price(priceId);
    const plan: Plan = {
      name: price.productName ?? 'Ledgerline Premium',
      amount: (price.unitAmountCents ?? 0) / 100,
      currency: price.currency.toUpperCase(),
      interval: price.interval === 'year' ? 'year' : 'month',
      trial_days: trialDays,
    };
    cached = { plan, at: now() };
    return plan;
  };
}
