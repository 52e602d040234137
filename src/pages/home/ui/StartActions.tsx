import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { login, useIsSignedIn } from '@/entities/session';
import { ROUTES, SIGNIN_FAILED } from '@/shared/config';
import { Button, notify } from '@/shared/ui';

interface StartActionsProps {
  /** Also offer "Sign in" to a visitor (the hero does; the closing call to action does not). */
  withSignIn?: boolean;
}

/**
 * The page's way in. A visitor gets "Get started" (the provider's sign-up form, then on to
 * subscribing and linking a bank) and "Sign in", from the prerendered page on; a signed-in user
 * gets "Open Ledgerline" as soon as the session is known.
 */
export function StartActions({ withSignIn = false }: StartActionsProps) {
  const enter = (screenHint?: 'signup') => {
    login({ returnTo: ROUTES.getStarted, screenHint }).catch(() => notify.error(SIGNIN_FAILED));
  };

  const signedIn = useIsSignedIn();

  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
      {signedIn ? (
        <Button asChild size="lg">
          <Link href={ROUTES.accounts}>Open Ledgerline</Link>
        </Button>
      ) : (
        <>
          <Button size="lg" onClick={() => enter('signup')}>
            Get started
          </Button>
          {withSignIn && (
            <Button size="lg" variant="outline" tone="neutral" onClick={() => enter()}>
              Sign in
            </Button>
          )}
        </>
      )}
    </div>
  );
}
