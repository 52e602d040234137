/** What the subscription screens tell the user when a billing call goes wrong (not in the spec's catalogue). */

export const BILLING_UNAVAILABLE = "We couldn't reach our payment provider. Please try again in a moment.";
export const BILLING_OFFLINE = "We couldn't reach Ledgerline. Check your connection and try again.";
export const ALREADY_SUBSCRIBED = 'You already have an active subscription.';
