import { Link } from 'wouter';
import { login, useIsSignedIn } from '@/entities/session';
import { ROUTES, SIGNIN_FAILED } from '@/shared/config';
import { Button, notify } from '@/shared/ui';

/**
 * The public header's way in: "Sign in" through the identity provider, from the prerendered page
 * on, or "Open app" as soon as the session is known to be signed in.
 */
export function AccountNav() {
  const signIn = () => {
    login({ returnTo: ROUTES.accounts }).catch(() => notify.error(SIGNIN_FAILED));
  };
  const signedIn = useIsSignedIn();
  return (
    <nav aria-label="Account">
      {signedIn ? (
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
