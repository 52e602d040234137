/** The one plan the emulator sells, as the product's Stripe price describes it. */
export interface StripePriceOptions {
  id: string;
  /** Smallest currency unit (cents). */
  unitAmount: number;
  currency: string;
  productName: string;
  /** Shown on the price as `recurring.trial_period_days`; Checkout grants the trial the session asks for. */
  trialDays: number;
}

/** Ledgerline Premium: $7.99 a month with a 14-day free trial. */
export const LOCAL_PLAN = {
  unitAmount: 799,
  currency: 'usd',
  productName: 'Ledgerline Premium',
  trialDays: 14,
} as const;

/** The API version the installed `stripe` SDK (23.1.0) pins; events carry it (checked by a test). */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export const CHECKOUT_SESSION_LIFETIME_S = 24 * 60 * 60;
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How often the emulator looks for trials, periods and sessions that have ended. */
export const BILLING_SWEEP_INTERVAL_MS = 30_000;
/** After a failed renewal Stripe retries the charge; the next attempt is shown this far ahead. */
export const PAYMENT_RETRY_AFTER_S = 3 * 24 * 60 * 60;

export interface WebhookRetryOptions {
  /** Delay after the first failure; doubled after each further failure. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** Attempts per event, the first included; after the last the event is given up. */
  maxAttempts: number;
  /** An endpoint slower than this counts as failed. */
  timeoutMs: number;
}

export const DEFAULT_WEBHOOK_RETRY: WebhookRetryOptions = {
  initialDelayMs: 1_000,
  maxDelayMs: 60_000,
  maxAttempts: 8,
  timeoutMs: 10_000,
};

/** Stripe's test cards that do not succeed, with the message Checkout shows. */
export const DECLINING_TEST_CARDS: Record<string, { message: string; declineCode: string }> = {
  '4000000000000002': { message: 'Your card was declined.', declineCode: 'generic_decline' },
  '4000000000009995': { message: 'Your card has insufficient funds.', declineCode: 'insufficient_funds' },
  '4000000000009987': { message: 'Your card was declined.', declineCode: 'lost_card' },
  '4000000000009979': { message: 'Your card was declined.', declineCode: 'stolen_card' },
  '4000000000000069': { message: 'Your card has expired.', declineCode: 'expired_card' },
  '4000000000000127': { message: "Your card's security code is incorrect.", declineCode: 'incorrect_cvc' },
  '4000000000000119': { message: 'An error occurred while processing your card. Try again in a little bit.', declineCode: 'processing_error' },
};

/** Checkout's own messages for card fields, verbatim. */
export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration year is in the past.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
  nameMissing: 'Enter the name on your card.',
  emailMissing: 'Enter your email address.',
  emailInvalid: 'Your email address is invalid.',
} as const;
