/** The public API of this module: what other modules may use (they import nothing else from it). */
export { currentUser, USER_NOT_SIGNED_IN } from './current-user.ts';
export { isAccessTokenRevoked } from './queries.ts';
