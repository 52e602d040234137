/** The public API of this module: what other modules may use (they import nothing else from it). */
export { identityHash } from './identity-hash.ts';
export { isDeletedStripeCustomer, keepTombstone, takeTombstone } from './queries.ts';
