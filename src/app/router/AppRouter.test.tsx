import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ROUTES } from '@/shared/config';
import { AppRouter } from './AppRouter';

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <AppRouter />
    </Router>,
  );
  return location;
}

// Every route of spec section 2, with its page heading and the layout's landmark that proves the layout.
const PAGES: [path: string, heading: RegExp, landmark: 'Sidebar' | null][] = [
  [ROUTES.home, /See all your money in one place/, null],
  [ROUTES.support, /^Support$/, null],
  [ROUTES.termsOfService, /^Terms of Service$/, null],
  [ROUTES.privacyPolicy, /^Privacy Policy$/, null],
  [ROUTES.callback, /^Signing you in$/, null],
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

describe('AppRouter', () => {
  it.each(PAGES)('%s renders its page in its layout, with a document title', async (path, heading, landmark) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeDefined();
    expect(screen.queryByRole('complementary', { name: 'Sidebar' }) !== null).toBe(landmark === 'Sidebar');
    await waitFor(() => expect(document.title).toMatch(/· Ledgerline$/));
  });

  it('replaces an unknown path with /404', async () => {
    const location = renderAt('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(ROUTES.home);
    // `replace`: the unknown address is overwritten, so Back does not return to it.
    expect(location.history).toEqual([ROUTES.notFound]);
  });

  it('accepts a trailing slash', async () => {
    renderAt('/accounts/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeDefined();
  });
});
