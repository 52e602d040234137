import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { isAuthenticated, isAuthLoading, login } from '@/entities/session';
import { ROUTES, SIGNIN_FAILED } from '@/shared/config';
import { Button, notify } from '@/shared/ui';

/**
 * The public header's way in: "Open app" once signed in, else "Sign in" through the identity
 * provider. Its place is kept, empty, until the app knows which (no wrong button meanwhile).
 */
export function AccountNav() {
  const signIn = () => {
    login({ returnTo: ROUTES.accounts }).catch(() => notify.error(SIGNIN_FAILED));
  };
  return (
    <nav aria-label="Account" className={css({ visibility: isAuthLoading.value ? 'hidden' : 'visible' })}>
      {isAuthenticated.value ? (
        <Button asChild variant="outline" tone="neutral" size="sm">
          <Link href={ROUTES.accounts}>Open app</Link>
        </Button>
      ) : (
        <Button variant="outline" tone="neutral" size="sm" onClick={signIn}>
          Sign in
        </Button>
      )}
    </nav>
  );
}
