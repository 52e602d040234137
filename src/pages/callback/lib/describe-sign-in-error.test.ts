import { describe, expect, it } from 'vitest';
import { describeSignInError } from './describe-sign-in-error';

const sdkError = (error: string, error_description: string, appState?: unknown) => Object.assign(new Error(error_description), { error, error_description, appState });

describe('describeSignInError', () => {
  it("prefers the provider's answer in the URL", () => {
    expect(describeSignInError(sdkError('missing_transaction', 'Invalid state'), 'error=access_denied&error_description=User%20cancelled&state=s')).toEqual({
      message: 'The sign-in was cancelled or refused. The sign-in service said: “User cancelled”.',
      returnTo: undefined,
    });
  });

  it('explains a stale or repeated callback', () => {
    expect(describeSignInError(sdkError('state_mismatch', 'Invalid state'), 'code=c&state=s').message).toBe(
      'This sign-in page has expired or was already used. Please sign in again.',
    );
  });

  it('keeps the page the failed attempt was going to', () => {
    expect(describeSignInError(sdkError('server_error', 'oops', { returnTo: '/dashboard' }), 'code=c&state=s')).toEqual({
      message: 'Something went wrong while signing you in. The sign-in service said: “oops”.',
      returnTo: '/dashboard',
    });
  });

  it('copes with errors that are not the SDK’s', () => {
    expect(describeSignInError(new TypeError('Failed to fetch'), 'code=c&state=s').message).toBe('Something went wrong while signing you in.');
  });
});
