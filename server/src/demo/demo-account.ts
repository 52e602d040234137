/** What the demo account is made of, read by the seeding parts, its session and the tests. */

/** The demo's two banks in the Plaid stand-in (its default seed), each with two years of history. */
export const DEMO_BANKS = [
  { institutionId: 'ins_120686', name: 'First Platypus Bank' },
  { institutionId: 'ins_104650', name: 'Tartan Credit Union' },
] as const;

/** The test card paid with at the Stripe stand-in's checkout. */
export const DEMO_CARD = { cardNumber: '4242424242424242', cardExpiry: '12/34', cardCvc: '123', billingName: 'Demo User' } as const;
