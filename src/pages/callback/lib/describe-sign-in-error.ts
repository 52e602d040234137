/** What the callback page says when the provider's answer cannot finish the sign-in. */
export interface SignInFailure {
  message: string;
  /** The page the visitor was on its way to, when the failed attempt remembered it. */
  returnTo?: string;
}

const field = (value: unknown, name: string): string | undefined => {
  if (typeof value !== 'object' || value === null || !(name in value)) return undefined;
  const found = (value as Record<string, unknown>)[name];
  return typeof found === 'string' && found ? found : undefined;
};

const withDetail = (sentence: string, detail?: string) => (detail ? `${sentence} The sign-in service said: “${detail}”.` : sentence);

/**
 * Readable words for a failed sign-in. The provider's own `?error=` in the URL wins over the SDK's
 * error (which, for a stale page, is only "Invalid state").
 */
export function describeSignInError(error: unknown, search: string): SignInFailure {
  const params = new URLSearchParams(search);
  const code = params.get('error') ?? field(error, 'error');
  const detail = params.get('error_description') ?? field(error, 'error_description');
  const appState = typeof error === 'object' && error !== null && 'appState' in error ? error.appState : undefined;
  const returnTo = field(appState, 'returnTo');

  switch (code) {
    case 'access_denied':
      return { message: withDetail('The sign-in was cancelled or refused.', detail), returnTo };
    case 'missing_transaction':
    case 'state_mismatch':
      return { message: 'This sign-in page has expired or was already used. Please sign in again.', returnTo };
    default:
      return { message: withDetail('Something went wrong while signing you in.', code === detail ? undefined : detail), returnTo };
  }
}
