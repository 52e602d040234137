/** The public API of this module: what other modules may use (they import nothing else from it). */
export { ACCESS_STATUSES, hasSubscriptionHistory } from './queries.ts';
export { requireSubscriber } from './require-subscriber.ts';
