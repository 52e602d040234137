import { batch } from '@preact/signals-react';
import { accessToken } from '@/shared/api';
import { ACCESS_TOKEN_RENEW_BEFORE_EXPIRY_MS, ACCESS_TOKEN_RENEW_RETRY_MS, ROUTES, SIGNIN_FAILED } from '@/shared/config';
import { isOnline, whenOnline } from '@/shared/network';
import { notify } from '@/shared/ui';
import { getAuthClient, setAuthClientFactory, type AuthClient, type LoginAppState } from '../api/auth-client';
import { clearStoredIdentitySession, hasStoredIdentitySession } from '../api/stored-session';
import { fetchMe, postSignin } from '../api/session-calls';
import { needsInteractiveLogin } from '../lib/auth-errors';
import { safeReturnTo } from '../lib/return-to';
import { tokenExpiresAtMs } from '../lib/token-expiry';
import { runSessionFlow } from './session-flow';
import {
  authUser,
  hasItem,
  isAuthenticated,
  isAuthLoading,
  isLoggingOut,
  isSessionReady,
  rememberHasItem,
  resetSession,
  signinError,
} from './session';

export interface StartAuthOptions {
  /**
   * Whether a path needs sign-in. A session that only a new sign-in can repair sends the visitor
   * to the provider from such a path; on a public page it is dropped instead, so that the home
   * page never bounces a visitor to the sign-in form.
   */
  isProtectedPath: (path: string) => boolean;
}

export interface LoginOptions {
  /** The page to land on after sign-in (a path of this site); the default page otherwise. */
  returnTo?: string;
  /** `signup` opens the provider's sign-up form instead of its sign-in form. */
  screenHint?: 'signup';
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** The provider came back to /callback with a result (code or error) for the callback page to read. */
function isSignInCallback(location: Location): boolean {
  const params = new URLSearchParams(location.search);
  const path = location.pathname.replace(/\/+$/, '');
  return path === ROUTES.callback && params.has('state') && (params.has('code') || params.has('error'));
}

/** The SDK's silent token; none at all (its session has run out) calls for a new sign-in. */
async function getAccessToken(client: AuthClient): Promise<string> {
  const token = await client.getTokenSilently();
  if (!token) throw Object.assign(new Error('The identity session has ended.'), { error: 'login_required' });
  return token;
}

let options: StartAuthOptions = { isProtectedPath: () => true };
let started: Promise<void> | undefined;
const completions = new Map<string, Promise<string>>();
let renewalTimer: ReturnType<typeof setTimeout> | undefined;
let loginInFlight: Promise<void> | undefined;

/** Signed in with the provider: the user is known; the app session (token, @me) follows. */
async function markSignedIn(client: AuthClient): Promise<void> {
  const user = (await client.getUser()) ?? null;
  batch(() => {
    authUser.value = user;
    isAuthenticated.value = true;
    isAuthLoading.value = false;
  });
}

async function onLoginRequired(client: AuthClient): Promise<void> {
  if (options.isProtectedPath(window.location.pathname)) {
    await login({ returnTo: currentPath() });
    return;
  }
  await client.logout({ openUrl: false });
  resetSession();
}

function scheduleRenewal(client: AuthClient, token: string, delayMs?: number): void {
  clearTimeout(renewalTimer);
  const expiresAt = tokenExpiresAtMs(token);
  const delay = delayMs ?? (expiresAt === undefined ? undefined : Math.max(0, expiresAt - ACCESS_TOKEN_RENEW_BEFORE_EXPIRY_MS - Date.now()));
  if (delay === undefined) return;
  renewalTimer = setTimeout(() => void renewAccessToken(client, token), delay);
}

/** Swaps the published token for a fresh one (the SDK uses the refresh token) shortly before it expires. */
async function renewAccessToken(client: AuthClient, previous: string): Promise<void> {
  try {
    const token = await getAccessToken(client);
    accessToken.value = token;
    // The same token again means the SDK's clock disagrees with the token's: look again later.
    scheduleRenewal(client, token, token === previous ? ACCESS_TOKEN_RENEW_RETRY_MS : undefined);
  } catch (error) {
    if (needsInteractiveLogin(error)) await onLoginRequired(client);
    else scheduleRenewal(client, previous, ACCESS_TOKEN_RENEW_RETRY_MS);
  }
}

/** Spec section 4: token, `@me`, signin fallback; publishes the token once the session is ready. */
async function startSession(client: AuthClient): Promise<void> {
  signinError.value = null;
  const outcome = await runSessionFlow({
    getToken: () => getAccessToken(client),
    getUser: () => client.getUser(),
    fetchMe,
    postSignin,
    sleep,
    redirectToLogin: () => onLoginRequired(client),
  });
  if (outcome.kind === 'ready') {
    batch(() => {
      accessToken.value = outcome.token;
      rememberHasItem(outcome.hasItem);
      isSessionReady.value = true;
    });
    scheduleRenewal(client, outcome.token);
  } else if (outcome.kind === 'failed' && !isOnline.peek()) {
    // The network went away while the session was starting: not a sign-in failure; start again once it is back.
    await whenOnline();
    await startSession(client);
  } else if (outcome.kind === 'failed') {
    console.error('The session could not start', outcome.error);
    signinError.value = SIGNIN_FAILED;
    notify.error(SIGNIN_FAILED);
  }
}

/** Picks up the provider session this browser already has (local-storage cache), if any. */
async function restoreSession(client: AuthClient): Promise<void> {
  if (!(await client.isAuthenticated())) {
    isAuthLoading.value = false;
    return;
  }
  await markSignedIn(client);
  await startSession(client);
}

async function boot(): Promise<void> {
  // On the provider's way back, the callback page finishes the sign-in (see `completeLogin`).
  if (isSignInCallback(window.location)) return;
  // A visitor who never signed in here: known at once, and the SDK stays unloaded until needed.
  if (!hasStoredIdentitySession()) {
    isAuthLoading.value = false;
    return;
  }
  // Offline, the session cannot be checked with the provider nor the server: it starts when the
  // network is back, and signed-in pages say they are offline meanwhile (RequireLogin).
  await whenOnline();
  try {
    await restoreSession(await getAuthClient());
  } catch (error) {
    console.error('Authentication could not start', error);
    isAuthLoading.value = false;
  }
}

/** Starts authentication once per page load: the SDK loads lazily and the session flow runs. */
export function startAuth(startOptions: StartAuthOptions): Promise<void> {
  options = startOptions;
  started ??= boot();
  return started;
}

/** Sends the browser to the provider's sign-in (or sign-up) page; it comes back through /callback. */
export function login(loginOptions: LoginOptions = {}): Promise<void> {
  if (isLoggingOut.peek()) return Promise.resolve();
  // One redirect at a time (a re-run effect asks twice in a row).
  loginInFlight ??= redirectToProvider(loginOptions).finally(() => {
    loginInFlight = undefined;
  });
  return loginInFlight;
}

async function redirectToProvider({ returnTo, screenHint }: LoginOptions): Promise<void> {
  const client = await getAuthClient();
  await client.loginWithRedirect<LoginAppState>({
    appState: { returnTo: safeReturnTo(returnTo) },
    authorizationParams: screenHint ? { screen_hint: screenHint } : {},
  });
}

async function finishLogin(url: string): Promise<string> {
  const client = await getAuthClient().catch((error: unknown) => {
    isAuthLoading.value = false;
    throw error;
  });
  try {
    const { appState } = await client.handleRedirectCallback<LoginAppState>(url);
    await markSignedIn(client);
    void startSession(client);
    return safeReturnTo(appState?.returnTo);
  } catch (error) {
    // A stale or repeated callback: whatever session the browser already has still counts.
    await restoreSession(client).catch(() => {
      isAuthLoading.value = false;
    });
    throw error;
  }
}

/**
 * Finishes the sign-in the provider returned to `url` (/callback?code&state, or ?error) and
 * resolves to the page to go to. Once per URL: a re-mounted callback page shares the first run.
 */
export function completeLogin(url: string): Promise<string> {
  let completion = completions.get(url);
  if (!completion) {
    completion = finishLogin(url);
    completions.set(url, completion);
  }
  return completion;
}

/**
 * Ends the provider session: every session signal resets and the browser goes to the provider's
 * logout, which returns to the site origin. Nothing can start a new sign-in meanwhile.
 */
export async function logOutOfIdentityProvider(): Promise<void> {
  isLoggingOut.value = true;
  clearTimeout(renewalTimer);
  const returnTo = window.location.origin;
  let client: AuthClient;
  try {
    client = await getAuthClient();
  } catch {
    // Without the SDK, forget its cached session by hand and go home.
    resetSession();
    clearStoredIdentitySession();
    window.location.assign(returnTo);
    return;
  }
  resetSession();
  await client.logout({ logoutParams: { returnTo } });
}

/** Tests and stories only: back to a fresh page load (signals, one-time start, client factory). */
export function resetAuthForTesting(): void {
  clearTimeout(renewalTimer);
  started = undefined;
  loginInFlight = undefined;
  completions.clear();
  options = { isProtectedPath: () => true };
  setAuthClientFactory();
  batch(() => {
    resetSession();
    isAuthLoading.value = true;
    isLoggingOut.value = false;
    hasItem.value = false;
  });
}
