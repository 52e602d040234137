/**
 * How the SPA waits for the billing provider's webhooks to reach the server. These are ours, not
 * the spec's (section 9 gives none): a webhook usually lands within a second.
 */

/** The post-purchase page asks for the status this often until the subscription is live… */
export const CONFIRMATION_POLL_INTERVAL_MS = 1500;
/** …and gives up waiting (offering to check again) after this long. */
export const CONFIRMATION_TIMEOUT_MS = 60_000;

/** Back from the billing portal, Settings looks for the change made there this often… */
export const PORTAL_RETURN_POLL_INTERVAL_MS = 1500;
/** …for at most this long (nothing may have changed at all). */
export const PORTAL_RETURN_TIMEOUT_MS = 15_000;
