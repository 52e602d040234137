import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { http, HttpResponse } from 'msw';
import { hasItem, isAuthenticated, isAuthLoading, resetAuthForTesting, setAuthClientFactory } from '@/entities/session';
import { createFakeAuthClient, type FakeAuthClient } from '@/entities/session/testing';
import { accessToken, swrCachePolicy, type SubscriptionStatus } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { mswServer } from '@/shared/testing';
import { resetBankLinkCheckForTesting } from '@/entities/institution';
import { AppRouter } from './AppRouter';
import { isProtectedPath } from './route-table';

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <SWRConfig value={{ ...swrCachePolicy, provider: () => new Map() }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppRouter />
      </Router>
    </SWRConfig>,
  );
  return location;
}

const NEW_USER: SubscriptionStatus = { success: true, subscription: null, user_info: { is_new_user: true, has_subscription_history: false } };
const SUBSCRIBER: SubscriptionStatus = {
  success: true,
  subscription: { status: 'trialing', current_period_end: '2099-01-15T00:00:00Z', cancel_at_period_end: false, trial_end: '2099-01-15T00:00:00Z', plan_name: 'Ledgerline Premium' },
  user_info: { is_new_user: false, has_subscription_history: true },
};
const ENDED: SubscriptionStatus = { ...SUBSCRIBER, subscription: { ...SUBSCRIBER.subscription!, status: 'canceled' } };

/** The session's data: the subscription status and the link check (other calls of the pages answer 404). */
function serve(status: SubscriptionStatus, link: 'success' | 'not_linked' = 'success') {
  const notFound = () => HttpResponse.json({ error: { error_code: 'NOT_FOUND', error_message: 'n/a' }, message: 'n/a' }, { status: 404 });
  // Handlers of a later `use` come first: the catch-alls go in first.
  mswServer.use(http.all('*/api/*', notFound), http.all('*/db_api/*', notFound));
  mswServer.use(
    http.get('*/api/subscription/status', () => HttpResponse.json(status)),
    http.get('*/api/subscription/plan', () => HttpResponse.json({ name: 'Ledgerline Premium', amount: 7.99, currency: 'USD', interval: 'month', trial_days: 14 })),
    http.get('*/api/link', () => HttpResponse.json({ status: link })),
  );
}

let client: FakeAuthClient;

// The signed-in routes are a chunk of their own: import them once up front, so that each test
// waits for its route rather than for the first compile of the whole signed-in app.
beforeAll(() => import('./SignedInRoutes'), 60_000);

beforeEach(() => {
  resetAuthForTesting();
  resetBankLinkCheckForTesting();
  // The provider callback never settles here: the callback page stays on its spinner.
  client = createFakeAuthClient({ user: null, handleRedirectCallback: (() => new Promise(() => undefined)) as never });
  setAuthClientFactory(async () => client);
});
afterEach(() => resetAuthForTesting());

/** Signed in with the session ready (token published), a subscriber with a linked bank unless told otherwise. */
const signIn = ({ status = SUBSCRIBER, linked = true }: { status?: SubscriptionStatus; linked?: boolean } = {}) => {
  serve(status, linked ? 'success' : 'not_linked');
  isAuthenticated.value = true;
  isAuthLoading.value = false;
  accessToken.value = 'token-123';
  hasItem.value = linked;
};

// Every route of spec section 2, with its page heading and the layout's landmark that proves the
// layout, for a user the route's guards let in.
const PAGES: [path: string, heading: RegExp, landmark: 'Sidebar' | null, user?: Parameters<typeof signIn>[0]][] = [
  [ROUTES.home, /See all your money in one place/, null],
  [ROUTES.support, /^Support$/, null],
  [ROUTES.termsOfService, /^Terms of Service$/, null],
  [ROUTES.privacyPolicy, /^Privacy Policy$/, null],
  [`${ROUTES.callback}?code=abc&state=xyz`, /^Signing you in$/, null],
  [ROUTES.notFound, /^Page not found$/, null],
  [ROUTES.subscription, /^Subscribe to Ledgerline$/, null, { status: NEW_USER, linked: false }],
  [ROUTES.subscriptionSuccess, /^You're subscribed$/, null],
  [ROUTES.getStarted, /^Get started$/, 'Sidebar', { linked: false }],
  [ROUTES.getStartedCallback, /^Linking your bank$/, 'Sidebar', { linked: false }],
  [ROUTES.settings, /^Settings$/, 'Sidebar'],
  [ROUTES.accounts, /^Accounts$/, 'Sidebar'],
  [ROUTES.budgetOverview, /^Budget Overview$/, 'Sidebar'],
  [ROUTES.budgetPlanner, /^Budget Planner$/, 'Sidebar'],
  [ROUTES.budgetTracker, /^Budget Tracker$/, 'Sidebar'],
  [ROUTES.dashboard, /^Dashboard$/, 'Sidebar'],
  [ROUTES.transactions, /^Transactions$/, 'Sidebar'],
  [ROUTES.merchantInsights, /^Merchant Insights$/, 'Sidebar'],
];

const PUBLIC_PATHS = [ROUTES.home, ROUTES.support, ROUTES.termsOfService, ROUTES.privacyPolicy, ROUTES.callback, ROUTES.notFound];

describe('AppRouter', () => {
  it.each(PAGES)('%s renders its page in its layout, with a document title, once signed in', async (path, heading, landmark, user) => {
    signIn(user);
    renderAt(path);

    // Up to 500 ms of it is the bank-link check's wait (spec section 9), then the page's chunk loads.
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeDefined();
    expect(screen.queryByRole('complementary', { name: 'Sidebar' }) !== null).toBe(landmark === 'Sidebar');
    await waitFor(() => expect(document.title).toMatch(/· Ledgerline$/));
  });

  it.each(PUBLIC_PATHS.filter((path) => path !== ROUTES.callback))('%s stays public: it renders for a signed-out visitor', async (path) => {
    isAuthLoading.value = false;
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1 })).toBeDefined();
    expect(client.calls.loginWithRedirect).toEqual([]);
  });

  it('puts every other route behind the login-required wrapper', () => {
    const routes: string[] = Object.values(ROUTES);
    expect(routes.filter((path) => !isProtectedPath(path))).toEqual(PUBLIC_PATHS);
  });

  it('replaces an unknown path with /404', async () => {
    const location = renderAt('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(ROUTES.home);
    // `replace`: the unknown address is overwritten, so Back does not return to it.
    expect(location.history).toEqual([ROUTES.notFound]);
  });

  it.each([
    ['a new user', ROUTES.dashboard, ROUTES.subscription, NEW_USER],
    ['a new user', ROUTES.settings, ROUTES.subscription, NEW_USER],
    ['an ended subscription', ROUTES.accounts, ROUTES.settings, ENDED],
    ['a subscriber', ROUTES.subscription, ROUTES.accounts, SUBSCRIBER],
  ])('sends %s from %s to %s', async (_who, from, to, status) => {
    signIn({ status });
    const location = renderAt(from);

    await waitFor(() => expect(location.history).toEqual([to]));
  });

  it('keeps the main layout while a subscriber without a bank is sent from a bank-data page to Get Started', async () => {
    signIn({ linked: false });
    const location = renderAt(ROUTES.budgetTracker);

    expect(await screen.findByRole('heading', { level: 1, name: /^Get started$/ }, { timeout: 3000 })).toBeDefined();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeDefined();
    expect(location.history).toEqual([ROUTES.getStarted]);
  });

  it('accepts a trailing slash', async () => {
    signIn();
    renderAt('/accounts/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeDefined();
  });
});
