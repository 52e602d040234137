import { expect, type Page } from '@playwright/test';
import { test } from './fixtures/csp';
import { waitForDemoAccount } from './fixtures/demo';
import { DEMO_ACCOUNT, identityProviderOrigin, newUser, sessionReady, signIn, signUp, signUpAndOpen } from './fixtures/auth';

const SDK_CACHE_PREFIX = '@@auth0spajs@@';
const SIGNIN_FIELDS = ['email', 'email_verified', 'name', 'nickname', 'picture', 'sub', 'updated_at'];

const pathOf = (url: string) => new URL(url).pathname;

/** The SDK's cached access-token entries (not the ID-token entry), read in the page. */
const cachedAccessTokens = (page: Page) =>
  page.evaluate((prefix) => {
    const entries = Object.keys(localStorage).filter((key) => key.startsWith(prefix) && !key.endsWith('@@user@@'));
    return entries.map((key) => JSON.parse(localStorage.getItem(key)!) as { body: { access_token?: string }; expiresAt: number });
  }, SDK_CACHE_PREFIX);

test('a visitor who signs up on a protected page comes back to it through /callback, signed in on the server', async ({ page, request, baseURL }) => {
  const providerOrigin = await identityProviderOrigin(request);
  const user = newUser();
  const meAnswers: number[] = [];
  const appPaths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().startsWith(baseURL!)) appPaths.push(pathOf(frame.url()));
  });
  page.on('response', (response) => {
    if (pathOf(response.url()) === '/auth/@me') meAnswers.push(response.status());
  });
  const callback = page.waitForRequest((req) => req.isNavigationRequest() && pathOf(req.url()) === '/callback');
  const signin = page.waitForRequest((req) => pathOf(req.url()) === '/auth/signin');
  const ready = sessionReady(page);

  await page.goto('/budgetplanner');
  await expect(page).toHaveURL((url) => url.origin === providerOrigin);
  await signUp(page, user);

  expect(new URL((await callback).url()).searchParams.has('code')).toBe(true);
  const body = (await signin).postDataJSON() as Record<string, unknown>;
  expect(Object.keys(body).every((field) => SIGNIN_FIELDS.includes(field))).toBe(true);
  expect(body).toMatchObject({ email: user.email, name: user.name, sub: expect.stringMatching(/^auth0\|[0-9a-f]{24}$/) });
  await ready;
  // First visit: @me says 404 until the signin, then 200.
  expect(meAnswers).toEqual([404, 200]);
  // Back on the page asked for, which the subscription guard then hands on to the plan: a new user.
  await expect(page).toHaveURL(`${baseURL}/subscription`);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to Ledgerline' })).toBeVisible();
  expect(appPaths.slice(appPaths.lastIndexOf('/callback'))).toEqual(['/callback', '/budgetplanner', '/subscription']);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('a reload stays signed in, without visiting the provider', async ({ page, request, baseURL }) => {
  const providerOrigin = await identityProviderOrigin(request);
  // A new user's page (protected, and open to them without a subscription).
  await signUpAndOpen(page, '/subscription');
  const providerCalls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).origin === providerOrigin) providerCalls.push(req.url());
  });

  const ready = sessionReady(page);
  await page.reload();
  await ready;

  await expect(page).toHaveURL(`${baseURL}/subscription`);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to Ledgerline' })).toBeVisible();
  expect(providerCalls).toEqual([]);
});

test('an expired access token is refreshed silently with the refresh token', async ({ page, request, baseURL }) => {
  const providerOrigin = await identityProviderOrigin(request);
  await signUpAndOpen(page, '/subscription');
  const [before] = await cachedAccessTokens(page);
  expect(before?.body.access_token).toBeTruthy();

  // Age the cached access token past its expiry; the refresh token stays.
  await page.evaluate((prefix) => {
    for (const key of Object.keys(localStorage).filter((k) => k.startsWith(prefix) && !k.endsWith('@@user@@'))) {
      const entry = JSON.parse(localStorage.getItem(key)!) as { expiresAt: number };
      entry.expiresAt = Math.floor(Date.now() / 1000) - 3600;
      localStorage.setItem(key, JSON.stringify(entry));
    }
  }, SDK_CACHE_PREFIX);
  const refresh = page.waitForRequest(
    (req) => req.url() === `${providerOrigin}/oauth/token` && req.method() === 'POST' && /grant_type=refresh_token/.test(req.postData() ?? ''),
  );
  const ready = sessionReady(page);
  await page.reload();

  await refresh;
  const me = await ready;
  const [after] = await cachedAccessTokens(page);
  expect(after?.body.access_token).toBeTruthy();
  expect(after?.body.access_token).not.toBe(before?.body.access_token);
  expect(me.request().headers().authorization).toBe(`Bearer ${after?.body.access_token}`);
  await expect(page).toHaveURL(`${baseURL}/subscription`);
});

test('logout returns to the home page, and a protected page then asks to sign in again', async ({ page, request, baseURL }) => {
  const providerOrigin = await identityProviderOrigin(request);
  await signUpAndOpen(page, '/subscription');
  await page.evaluate(() => localStorage.setItem('selected_budget_month', 'March 2026'));
  const serverLogout = page.waitForResponse((response) => pathOf(response.url()) === '/auth/logout');

  await page.getByRole('button', { name: 'Log out' }).click();

  expect((await serverLogout).status()).toBe(200);
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign in' })).toBeVisible();
  const leftovers = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('@@auth0spajs@@') || key === 'selected_budget_month' || key === 'has_item'));
  expect(leftovers).toEqual([]);

  await page.goto('/accounts');
  await expect(page).toHaveURL((url) => url.origin === providerOrigin);
  // The provider's session ended too: it shows its sign-in form instead of signing straight back in.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('the demo account signs in from the home page and lands straight on its populated accounts', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  // The server makes the demo a subscriber with two banks in the background after it starts.
  await waitForDemoAccount(request, baseURL!);
  const providerOrigin = await identityProviderOrigin(request);
  const sdkRequests: string[] = [];
  page.on('request', (req) => {
    if (/auth0-spa-js/.test(req.url())) sdkRequests.push(req.url());
  });
  await page.goto('/');
  const signInButton = page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign in' });
  await expect(signInButton).toBeVisible();
  // A first-time visitor has no session to restore: the identity SDK loads only when asked for.
  expect(sdkRequests).toEqual([]);
  const ready = sessionReady(page);

  await signInButton.click();
  await expect(page).toHaveURL((url) => url.origin === providerOrigin);
  await expect(page.getByRole('note')).toContainText(`${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
  await signIn(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await ready;

  // Signed in on the default page, /accounts: a subscriber with two synced banks.
  await expect(page).toHaveURL(`${baseURL}/accounts`);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Accounts at First Platypus Bank' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Accounts at Tartan Credit Union' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('Net worth');
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
});

test('a refused sign-in on /callback says so and offers to try again', async ({ page, request }) => {
  const providerOrigin = await identityProviderOrigin(request);
  await page.goto('/callback?error=access_denied&error_description=The%20user%20cancelled&state=abc');

  await expect(page.getByRole('heading', { level: 1, name: "We couldn't sign you in" })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'cancelled' })).toContainText('The sign-in was cancelled or refused.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL((url) => url.origin === providerOrigin);
});
