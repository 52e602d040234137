import type { IdentityUser, SessionStatus, SignInResult } from '@/shared/api';
import { needsInteractiveLogin } from '../lib/auth-errors';
import { toIdentityUser, type IdentityProviderUser } from '../lib/identity-user';
import { withRateLimitRetry } from '../lib/rate-limit';

/** What the session flow needs from the outside world; tests pass fakes (and fake timers via `sleep`). */
export interface SessionFlowDeps {
  /** The identity SDK's silent token call (cache, else refresh token). */
  getToken: () => Promise<string>;
  getUser: () => Promise<IdentityProviderUser | undefined>;
  fetchMe: (token: string) => Promise<SessionStatus>;
  postSignin: (token: string, user: IdentityUser) => Promise<SignInResult>;
  sleep: (ms: number) => Promise<void>;
  /** Leaves for the provider's authorize page (or otherwise ends the stale local session). */
  redirectToLogin: () => Promise<void>;
}

export type SessionOutcome =
  | { kind: 'ready'; token: string; hasItem: boolean }
  | { kind: 'redirecting' }
  | { kind: 'failed'; error: unknown };

/**
 * Spec section 4, "Session": after login, get the access token silently; fetch the current user
 * (`GET /auth/@me`, retried on 429); if that fails, sign in with the identity provider's user and
 * fetch again. The session is ready when the fetch succeeds. A token error that only a new
 * sign-in can cure (missing or refused refresh token) sends the browser to the provider instead.
 */
export async function runSessionFlow(deps: SessionFlowDeps): Promise<SessionOutcome> {
  let token: string;
  try {
    token = await deps.getToken();
  } catch (error) {
    if (!needsInteractiveLogin(error)) return { kind: 'failed', error };
    await deps.redirectToLogin();
    return { kind: 'redirecting' };
  }

  const fetchMe = () => withRateLimitRetry(() => deps.fetchMe(token), deps.sleep);
  try {
    const me = await fetchMe();
    return { kind: 'ready', token, hasItem: me.has_item };
  } catch {
    // Not signed in on our side yet (404), or the fetch failed: sign in, then fetch again.
  }
  try {
    const user = await deps.getUser();
    if (!user) throw new Error('The identity provider has no user for this session.');
    await deps.postSignin(token, toIdentityUser(user));
    const me = await fetchMe();
    return { kind: 'ready', token, hasItem: me.has_item };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
