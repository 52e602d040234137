import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { css } from 'styled-system/css';
import { completeLogin, isAuthenticated, login, SignInProblem } from '@/entities/session';
import { ROUTES } from '@/shared/config';
import { documentTitle } from '@/shared/lib';
import { Spinner } from '@/shared/ui';
import { describeSignInError, type SignInFailure } from '../lib/describe-sign-in-error';

const hasProviderAnswer = (params: URLSearchParams) => params.has('state') && (params.has('code') || params.has('error'));

/**
 * Where the identity provider returns after sign-in (`?code&state`, or `?error`). It finishes the
 * sign-in behind a centred spinner, then replaces itself with the page the visitor was going to.
 */
export function CallbackPage() {
  // The provider's answer as the page was opened; leaving the page changes the address, not the answer.
  const [search] = useState(useSearch());
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<SignInFailure | null>(null);

  useEffect(() => {
    if (!hasProviderAnswer(new URLSearchParams(search))) {
      navigate(isAuthenticated.peek() ? ROUTES.accounts : ROUTES.home, { replace: true });
      return;
    }
    let current = true;
    completeLogin(`${window.location.origin}${ROUTES.callback}?${search}`).then(
      (returnTo) => current && navigate(returnTo, { replace: true }),
      (error: unknown) => current && setFailure(describeSignInError(error, search)),
    );
    return () => {
      current = false;
    };
  }, [search, navigate]);

  if (failure) {
    return (
      <>
        <title>{documentTitle('Sign-in problem')}</title>
        <SignInProblem
          title="We couldn't sign you in"
          message={failure.message}
          onRetry={() => void login({ returnTo: failure.returnTo })}
        />
      </>
    );
  }
  return (
    <>
      <title>{documentTitle('Signing in')}</title>
      <h1 className={css({ srOnly: true })}>Signing you in</h1>
      <div className={css({ flex: '1', display: 'flex', alignItems: 'center' })}>
        <Spinner layout="centered" size="lg" showLabel label="Signing you in…" />
      </div>
    </>
  );
}
