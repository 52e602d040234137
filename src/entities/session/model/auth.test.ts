import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { MissingRefreshTokenError } from '@auth0/auth0-spa-js';
import { accessToken } from '@/shared/api';
import { isOnline } from '@/shared/network';
import { mswServer } from '@/shared/testing';
import { setAuthClientFactory } from '../api/auth-client';
import { createFakeAuthClient, FAKE_IDENTITY_USER, type FakeAuthClientOptions } from '../testing/fake-auth-client';
import { completeLogin, login, resetAuthForTesting, startAuth } from './auth';
import { authUser, hasItem, isAuthenticated, isAuthLoading, isSessionReady, signinError } from './session';

const protectedPaths = { isProtectedPath: (path: string) => path !== '/' };

function useFakeClient(options: FakeAuthClientOptions = {}) {
  const client = createFakeAuthClient(options);
  setAuthClientFactory(async () => client);
  return client;
}

/** The server side of the session: @me answers 404 until the first signin. */
function serveSession({ signin = 200, hasItemAfterSignin = true } = {}) {
  const seen = { me: [] as (string | null)[], signin: [] as unknown[] };
  let signedIn = false;
  mswServer.use(
    http.get('*/auth/@me', ({ request }) => {
      seen.me.push(request.headers.get('Authorization'));
      return signedIn
        ? HttpResponse.json({ status: 'success', has_item: hasItemAfterSignin })
        : HttpResponse.json({ error: { error_code: 'NOT_FOUND', error_message: 'not signed in' }, message: 'Not found' }, { status: 404 });
    }),
    http.post('*/auth/signin', async ({ request }) => {
      seen.signin.push(await request.json());
      if (signin !== 200) return HttpResponse.json({ error: { error_code: 'INTERNAL_ERROR', error_message: 'boom' }, message: 'boom' }, { status: signin });
      signedIn = true;
      return HttpResponse.json({ status: 'success', has_item: hasItemAfterSignin });
    }),
  );
  return seen;
}

beforeEach(() => {
  resetAuthForTesting();
  localStorage.clear();
  window.history.replaceState(null, '', '/accounts');
});

afterEach(() => {
  vi.useRealTimers();
  resetAuthForTesting();
});

describe('startAuth', () => {
  it('restores the cached session: @me 404, signin, @me again, then publishes the token', async () => {
    useFakeClient({ token: 'cached-token' });
    const seen = serveSession();

    await startAuth(protectedPaths);

    expect(seen.me).toEqual(['Bearer cached-token', 'Bearer cached-token']);
    expect(seen.signin).toEqual([FAKE_IDENTITY_USER]);
    expect(isAuthenticated.value).toBe(true);
    expect(authUser.value).toEqual(FAKE_IDENTITY_USER);
    expect(isSessionReady.value).toBe(true);
    expect(accessToken.value).toBe('cached-token');
    expect(hasItem.value).toBe(true);
    expect(localStorage.getItem('has_item')).toBe('true');
    expect(signinError.value).toBeNull();
  });

  it('opened offline, starts the session only when the network is back, and reports no failure meanwhile', async () => {
    useFakeClient({ token: 'cached-token' });
    const seen = serveSession();
    window.dispatchEvent(new Event('offline'));

    const started = startAuth(protectedPaths);
    // Whatever is already queued runs; nothing may reach the server while offline.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.me).toEqual([]);
    expect(isAuthLoading.value).toBe(true);
    expect(isOnline.value).toBe(false);

    window.dispatchEvent(new Event('online'));
    await started;
    expect(isSessionReady.value).toBe(true);
    expect(seen.me).toEqual(['Bearer cached-token', 'Bearer cached-token']);
    expect(signinError.value).toBeNull();
  });

  it('runs once per page load', async () => {
    const client = useFakeClient();
    const isAuthenticatedCalls = vi.spyOn(client, 'isAuthenticated');
    const seen = serveSession();

    await Promise.all([startAuth(protectedPaths), startAuth(protectedPaths)]);

    expect(isAuthenticatedCalls).toHaveBeenCalledOnce();
    expect(seen.signin).toHaveLength(1);
  });

  it('knows at once that a browser without the SDK cache is signed out, and loads nothing', async () => {
    const factory = vi.fn(async () => createFakeAuthClient({ user: null }));
    setAuthClientFactory(factory);

    await startAuth(protectedPaths);

    expect(factory).not.toHaveBeenCalled();
    expect(isAuthLoading.value).toBe(false);
    expect(isAuthenticated.value).toBe(false);
    expect(accessToken.value).toBeNull();
  });

  it('leaves a visitor whose provider session is gone signed out, with no API call', async () => {
    localStorage.setItem('@@auth0spajs@@::ledgerline-local-spa::@@user@@', '{}');
    useFakeClient({ user: null });

    await startAuth(protectedPaths);

    expect(isAuthLoading.value).toBe(false);
    expect(isAuthenticated.value).toBe(false);
    expect(accessToken.value).toBeNull();
  });

  it('reports "Signin failed. Please try again." and publishes no token when signin fails', async () => {
    useFakeClient();
    serveSession({ signin: 500 });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await startAuth(protectedPaths);

    expect(signinError.value).toBe('Signin failed. Please try again.');
    expect(isAuthenticated.value).toBe(true);
    expect(isSessionReady.value).toBe(false);
    expect(accessToken.value).toBeNull();
    expect(consoleError).toHaveBeenCalled();
  });

  it('sends the browser to the provider, to come back to the same page, when the refresh token is missing', async () => {
    window.history.replaceState(null, '', '/dashboard?period=Q1%202026');
    const client = useFakeClient({
      getTokenSilently: () => Promise.reject(new MissingRefreshTokenError('https://api.ledgerline.local', 'openid')),
    });

    await startAuth(protectedPaths);

    expect(client.calls.loginWithRedirect).toEqual([
      { appState: { returnTo: '/dashboard?period=Q1%202026' }, authorizationParams: {} },
    ]);
    expect(isSessionReady.value).toBe(false);
  });

  it('drops a session that needs a new sign-in on a public page instead of bouncing the visitor', async () => {
    window.history.replaceState(null, '', '/');
    const client = useFakeClient({
      getTokenSilently: () => Promise.reject(new MissingRefreshTokenError('https://api.ledgerline.local', 'openid')),
    });

    await startAuth(protectedPaths);

    expect(client.calls.loginWithRedirect).toEqual([]);
    expect(client.calls.logout).toEqual([{ openUrl: false }]);
    expect(isAuthenticated.value).toBe(false);
    expect(isAuthLoading.value).toBe(false);
  });

  it('leaves the provider callback to the callback page', async () => {
    window.history.replaceState(null, '', '/callback?code=abc&state=xyz');
    const client = useFakeClient();
    const isAuthenticatedCalls = vi.spyOn(client, 'isAuthenticated');

    await startAuth(protectedPaths);

    expect(isAuthenticatedCalls).not.toHaveBeenCalled();
    expect(isAuthLoading.value).toBe(true);
  });

  it('renews the published token with the refresh token shortly before it expires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const jwt = (exp: number) => `e30.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.sig`;
    const first = jwt(Math.floor(Date.now() / 1000) + 3600);
    const second = jwt(Math.floor(Date.now() / 1000) + 7200);
    const getTokenSilently = vi.fn().mockResolvedValueOnce(first).mockResolvedValueOnce(second);
    useFakeClient({ getTokenSilently });
    serveSession();
    mswServer.use(http.get('*/auth/@me', () => HttpResponse.json({ status: 'success', has_item: false })));

    await startAuth(protectedPaths);
    expect(accessToken.value).toBe(first);

    await vi.advanceTimersByTimeAsync(3600_000 - 55_000 - 1_000);
    expect(getTokenSilently).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(getTokenSilently).toHaveBeenCalledTimes(2);
    expect(accessToken.value).toBe(second);
  });
});

describe('login', () => {
  it('asks the provider to come back to a page of this site, once at a time', async () => {
    const client = useFakeClient({ user: null });

    await Promise.all([login({ returnTo: '/budgettracker' }), login({ returnTo: '/budgettracker' })]);
    await login({ returnTo: 'https://elsewhere.example/', screenHint: 'signup' });

    expect(client.calls.loginWithRedirect).toEqual([
      { appState: { returnTo: '/budgettracker' }, authorizationParams: {} },
      { appState: { returnTo: '/accounts' }, authorizationParams: { screen_hint: 'signup' } },
    ]);
  });
});

describe('completeLogin', () => {
  it('finishes the sign-in once per callback URL and resolves to the page asked for', async () => {
    const client = useFakeClient({
      handleRedirectCallback: (async () => ({ appState: { returnTo: '/budgetplanner' }, response_type: 'code' })) as never,
    });
    const handle = vi.spyOn(client, 'handleRedirectCallback');
    serveSession();
    const url = 'http://localhost:3000/callback?code=abc&state=xyz';

    const [first, second] = await Promise.all([completeLogin(url), completeLogin(url)]);

    expect([first, second]).toEqual(['/budgetplanner', '/budgetplanner']);
    expect(handle).toHaveBeenCalledExactlyOnceWith(url);
    expect(isAuthenticated.value).toBe(true);
    expect(isAuthLoading.value).toBe(false);
    await vi.waitFor(() => expect(isSessionReady.value).toBe(true));
  });

  it('rejects, and keeps whatever session the browser has, when the callback is stale', async () => {
    const stale = Object.assign(new Error('Invalid state'), { error: 'missing_transaction' });
    useFakeClient({ user: null, handleRedirectCallback: (() => Promise.reject(stale)) as never });

    await expect(completeLogin('http://localhost:3000/callback?code=abc&state=old')).rejects.toBe(stale);
    expect(isAuthLoading.value).toBe(false);
    expect(isAuthenticated.value).toBe(false);
  });
});
