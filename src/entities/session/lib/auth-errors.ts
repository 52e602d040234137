/**
 * Identity SDK errors that only a new sign-in can cure: no refresh token in the cache
 * (`missing_refresh_token`), a refresh token the provider no longer honours (`invalid_grant`:
 * rotated, revoked or expired) and `login_required`.
 */
const INTERACTIVE_LOGIN_ERRORS = new Set(['missing_refresh_token', 'invalid_grant', 'login_required']);

export function needsInteractiveLogin(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'error' in error &&
    typeof error.error === 'string' &&
    INTERACTIVE_LOGIN_ERRORS.has(error.error)
  );
}
