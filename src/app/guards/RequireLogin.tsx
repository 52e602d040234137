import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { css } from 'styled-system/css';
import { isAuthenticated, isAuthLoading, isLoggingOut, isSessionReady, login, SignInProblem } from '@/entities/session';
import { isOnline } from '@/shared/network';
import { Spinner } from '@/shared/ui';
import { OfflinePage } from '../layouts/Offline';
import { SignedInLoading } from '../layouts/SignedInLoading';

/**
 * The login-required wrapper (spec section 2): a full-page spinner while authentication loads
 * (the page's skeleton in its layout when the browser holds a session to start);
 * a visitor who is not signed in goes to the provider's sign-in and comes back through /callback
 * to the page asked for, with a centred grey spinner meanwhile.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  // Offline, the provider's sign-in page cannot open: the page says so and waits for the network.
  const mustSignIn = !isAuthLoading.value && !isAuthenticated.value && !isLoggingOut.value && isOnline.value;

  useEffect(() => {
    if (!mustSignIn) return;
    login({ returnTo: search ? `${path}?${search}` : path }).catch(() => setFailedAttempt(attempt));
  }, [mustSignIn, path, search, attempt]);

  if (!isOnline.value && !isSessionReady.value) return <OfflinePage />;
  if (isAuthenticated.value) return children;
  if (isAuthLoading.value) return <SignedInLoading fallback={<Spinner layout="fullPage" size="lg" label="Loading…" />} />;
  if (failedAttempt === attempt) {
    return (
      <SignInProblem
        title="Sign-in is unavailable"
        message="We could not reach the sign-in service. Check your connection, then try again."
        onRetry={() => setAttempt((previous) => previous + 1)}
      />
    );
  }
  return (
    <div className={css({ display: 'flex', alignItems: 'center', minH: '100vh' })}>
      <Spinner layout="centered" label="Redirecting to sign-in…" />
    </div>
  );
}
