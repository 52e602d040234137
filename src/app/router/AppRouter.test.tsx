import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  createFakeAuthClient,
  isAuthenticated,
  isAuthLoading,
  resetAuthForTesting,
  setAuthClientFactory,
  type FakeAuthClient,
} from '@/entities/session';
import { ROUTES } from '@/shared/config';
import { AppRouter } from './AppRouter';
import { isProtectedPath } from './route-table';

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <AppRouter />
    </Router>,
  );
  return location;
}

let client: FakeAuthClient;

beforeEach(() => {
  resetAuthForTesting();
  // The provider callback never settles here: the callback page stays on its spinner.
  client = createFakeAuthClient({ user: null, handleRedirectCallback: (() => new Promise(() => undefined)) as never });
  setAuthClientFactory(async () => client);
});
afterEach(() => resetAuthForTesting());

const signIn = () => {
  isAuthenticated.value = true;
  isAuthLoading.value = false;
};

// Every route of spec section 2, with its page heading and the layout's landmark that proves the layout.
const PAGES: [path: string, heading: RegExp, landmark: 'Sidebar' | null][] = [
  [ROUTES.home, /See all your money in one place/, null],
  [ROUTES.support, /^Support$/, null],
  [ROUTES.termsOfService, /^Terms of Service$/, null],
  [ROUTES.privacyPolicy, /^Privacy Policy$/, null],
  [`${ROUTES.callback}?code=abc&state=xyz`, /^Signing you in$/, null],
  [ROUTES.notFound, /^Page not found$/, null],
  [ROUTES.subscription, /^Subscribe to Ledgerline$/, null],
  [ROUTES.subscriptionSuccess, /^You're subscribed$/, null],
  [ROUTES.getStarted, /^Get started$/, 'Sidebar'],
  [ROUTES.getStartedCallback, /^Linking your bank$/, 'Sidebar'],
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
  it.each(PAGES)('%s renders its page in its layout, with a document title, once signed in', async (path, heading, landmark) => {
    signIn();
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeDefined();
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

  it('accepts a trailing slash', async () => {
    signIn();
    renderAt('/accounts/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeDefined();
  });
});
