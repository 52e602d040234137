import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { http, HttpResponse } from 'msw';
import { hasItem, resetAuthForTesting, signinError } from '@/entities/session';
import type { RouteGuard } from './route-access';
import { accessToken, swrCachePolicy, type SubscriptionStatus } from '@/shared/api';
import { mswServer } from '@/shared/testing';
import { RouteAccessGuard } from './RouteAccessGuard';
import { resetBankLinkCheckForTesting } from '@/entities/institution';

const NEW_USER: SubscriptionStatus = { success: true, subscription: null, user_info: { is_new_user: true, has_subscription_history: false } };
const ENDED: SubscriptionStatus = {
  success: true,
  subscription: { status: 'canceled', current_period_end: '2026-01-01T00:00:00Z', cancel_at_period_end: false, trial_end: null, plan_name: 'Ledgerline Premium' },
  user_info: { is_new_user: false, has_subscription_history: true },
};
const ACTIVE: SubscriptionStatus = { ...ENDED, subscription: { ...ENDED.subscription!, status: 'active' } };

/** Serves the status (or a failure) and the link check, counting link checks. */
function serve(status: SubscriptionStatus | number, link: 'success' | 'not_linked' | number = 'not_linked') {
  const calls = { link: 0 };
  mswServer.use(
    http.get('*/api/subscription/status', () =>
      typeof status === 'number' ? new HttpResponse(null, { status }) : HttpResponse.json(status),
    ),
    http.get('*/api/link', () => {
      calls.link += 1;
      return typeof link === 'number' ? new HttpResponse(null, { status: link }) : HttpResponse.json({ status: link });
    }),
  );
  return calls;
}

function renderGuard(path: string, guards: readonly RouteGuard[], placement: 'layout' | 'page' = 'layout') {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <SWRConfig value={{ ...swrCachePolicy, provider: () => new Map() }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <RouteAccessGuard guards={guards} placement={placement}>
          <h1>Guarded page</h1>
        </RouteAccessGuard>
      </Router>
    </SWRConfig>,
  );
  return { location, ...view };
}

const page = () => screen.queryByRole('heading', { name: 'Guarded page' });
const lastVisited = (location: { history?: string[] }) => location.history?.at(-1);

beforeEach(() => {
  resetAuthForTesting();
  resetBankLinkCheckForTesting();
  accessToken.value = 'token-123';
});
afterEach(() => {
  sessionStorage.clear();
  history.replaceState(null, '');
  resetAuthForTesting();
});

describe('RouteAccessGuard', () => {
  it('shows a spinner until the session has a token and the status has come', async () => {
    accessToken.value = null;
    serve(ACTIVE);
    renderGuard('/settings', ['subscriptionAllowingInactive']);

    expect(screen.getByRole('status').textContent).toBe('Checking your subscription…');
    act(() => {
      accessToken.value = 'token-123';
    });
    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeDefined();
  });

  it('sends a new user to /subscription, replacing the history entry', async () => {
    serve(NEW_USER);
    const { location } = renderGuard('/accounts', ['subscription']);

    await waitFor(() => expect(location.history).toEqual(['/subscription']));
    expect(page()).toBeNull();
  });

  it('treats a failed status fetch as no subscription', async () => {
    serve(500);
    const { location } = renderGuard('/dashboard', ['subscription']);

    await waitFor(() => expect(lastVisited(location)).toBe('/subscription'));
  });

  it('keeps an ended subscription on /settings, and sends it there from elsewhere', async () => {
    serve(ENDED);
    renderGuard('/settings', ['subscriptionAllowingInactive']);
    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeDefined();

    const other = renderGuard('/budgetplanner', ['subscription']);
    await waitFor(() => expect(lastVisited(other.location)).toBe('/settings'));
  });

  it('lets a just-subscribed user onto the post-purchase page before the status is known', () => {
    accessToken.value = null;
    sessionStorage.setItem('justSubscribed', 'true');
    renderGuard('/subscription-success', ['postPurchase']);

    expect(page()).not.toBeNull();
  });

  it('lets a subscriber stay on /subscription only with the just-subscribed route flag', async () => {
    serve(ACTIVE);
    history.replaceState({ justSubscribed: true }, '');
    renderGuard('/subscription', ['subscriptionPage']);
    expect(page()).not.toBeNull();

    history.replaceState(null, '');
    const other = renderGuard('/subscription', ['subscriptionPage']);
    await waitFor(() => expect(lastVisited(other.location)).toBe('/accounts'));
  });

  it('says so when the session could not start, instead of spinning for ever', () => {
    accessToken.value = null;
    signinError.value = 'Signin failed. Please try again.';
    renderGuard('/accounts', ['subscription']);

    expect(screen.getByRole('heading', { name: "We couldn't start your session" })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('Signin failed. Please try again.');
  });
});

describe('RouteAccessGuard, bank link', () => {
  it('trusts the signin data: a linked user gets in at once, without a link check', async () => {
    hasItem.value = true;
    const calls = serve(ACTIVE);
    renderGuard('/dashboard', ['bankLink'], 'page');

    expect(page()).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(calls.link).toBe(0);
  });

  it('otherwise asks GET /api/link after 500 ms, behind a spinner', async () => {
    const calls = serve(ACTIVE, 'success');
    renderGuard('/dashboard', ['bankLink'], 'page');

    expect(screen.getByRole('status').textContent).toBe('Checking your bank link…');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.link).toBe(0);
    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeDefined();
    expect(calls.link).toBe(1);
  });

  it.each([
    ['not linked', 'not_linked' as const],
    ['a 401', 401],
    ['a failure', 503],
  ])('sends the user to /getstarted on %s, remembering where they were going', async (_name, answer) => {
    serve(ACTIVE, answer);
    const { location } = renderGuard('/transactions?page=2', ['bankLink'], 'page');

    await waitFor(() => expect(location.history).toEqual(['/getstarted']));
    expect(location.state).toEqual({ from: '/transactions?page=2' });
  });

  it('asks at once on later pages of the same visit', async () => {
    const calls = serve(ACTIVE, 'success');
    const first = renderGuard('/dashboard', ['bankLink'], 'page');
    await screen.findByRole('heading', { name: 'Guarded page' });
    first.unmount();

    renderGuard('/accounts', ['bankLink'], 'page');
    await waitFor(() => expect(page()).not.toBeNull(), { timeout: 300 });
    expect(calls.link).toBeGreaterThanOrEqual(1);
  });

  it('sends a subscriber with a bank from Get Started to /accounts', async () => {
    hasItem.value = true;
    serve(ACTIVE);
    const { location } = renderGuard('/getstarted', ['getStarted'], 'page');

    await waitFor(() => expect(lastVisited(location)).toBe('/accounts'));
  });

  it("keeps Get Started open once entered, when the user links a bank there (the wizard's next step)", async () => {
    serve(ACTIVE, 'not_linked');
    const { location } = renderGuard('/getstarted', ['getStarted'], 'page');
    expect(await screen.findByRole('heading', { name: 'Guarded page' })).toBeDefined();

    act(() => {
      hasItem.value = true;
    });

    expect(page()).not.toBeNull();
    expect(location.history).toEqual(['/getstarted']);
  });

  it("lets the OAuth return's hand-over into Get Started, though the bank is now linked", () => {
    hasItem.value = true;
    serve(ACTIVE);
    history.replaceState({ linkedInstitution: 'First Platypus Bank' }, '');
    renderGuard('/getstarted', ['getStarted'], 'page');

    expect(page()).not.toBeNull();
  });
});
