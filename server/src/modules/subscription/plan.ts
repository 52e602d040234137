import type Stripe from 'stripe';

export interface Plan {
  name: string;
  amount: number;
  currency: string;
  interval: 'month' | 'year';
  trial_days: number;
}

const PLAN_CACHE_MS = 10 * 60_000;

/** The plan on offer, read from the configured Stripe price and cached for a few minutes. */
export function createPlanReader(stripe: Stripe, priceId: string, trialDays: number, now: () => number = Date.now) {
  let cached: { plan: Plan; at: number } | undefined;
  return async function readPlan(): Promise<Plan> {
    if (cached && now() - cached.at < PLAN_CACHE_MS) return cached.plan;
    const price = await stripe.prices.retrieve(priceId, { expand: ['product'] });
    const product = price.product as Stripe.Product | string;
    const plan: Plan = {
      name: typeof product === 'string' ? 'Ledgerline Premium' : product.name,
      amount: (price.unit_amount ?? 0) / 100,
      currency: price.currency.toUpperCase(),
      interval: price.recurring?.interval === 'year' ? 'year' : 'month',
      trial_days: trialDays,
    };
    cached = { plan, at: now() };
    return plan;
  };
}
