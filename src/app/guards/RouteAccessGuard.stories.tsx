import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { resetBankLinkCheckForTesting } from '@/entities/institution';
import { hasItem } from '@/entities/session';
import { SAMPLE_STATUSES } from '@/entities/subscription/testing';
import { accessToken } from '@/shared/api';
import { RouteAccessGuard, type RouteAccessGuardProps } from './RouteAccessGuard';

/** A guarded route of the signed-in app, opened by a user whose browser has not yet learnt their bank link or subscription. */
function GuardedRoute({ guards, placement }: Pick<RouteAccessGuardProps, 'guards' | 'placement'>) {
  return (
    <Router hook={memoryLocation({ path: '/accounts' }).hook}>
      <RouteAccessGuard guards={guards} placement={placement}>
        <h1>Accounts</h1>
      </RouteAccessGuard>
    </Router>
  );
}

const meta = {
  title: 'Sign-In and Subscription/Route Checks',
  component: GuardedRoute,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    accessToken.value = 'story-token';
    hasItem.value = false;
    resetBankLinkCheckForTesting();
    return () => {
      accessToken.value = null;
      resetBankLinkCheckForTesting();
    };
  },
} satisfies Meta<typeof GuardedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bank-link guard in the page's place while the link check answers (spec section 2: "spinner while loading"). */
export const CheckingTheBankLink: Story = {
  args: { guards: ['bankLink'], placement: 'page' },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/subscription/status', () => HttpResponse.json(SAMPLE_STATUSES.active)),
      http.get('*/api/link', () => delay('infinite')),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Opened alone, the lazily loaded parts' "Loading…" status comes first.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Checking your bank link…'));
    await expect(canvas.queryByRole('heading', { name: 'Accounts' })).not.toBeInTheDocument();
  },
};

/** The subscription guard before the whole layout, while the subscription status answers. */
export const CheckingTheSubscription: Story = {
  args: { guards: ['subscription'], placement: 'layout' },
  beforeEach: ({ msw }) => {
    msw.use(http.get('*/api/subscription/status', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Opened alone, the lazily loaded parts' "Loading…" status comes first.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Checking your subscription…'));
    await expect(canvas.queryByRole('heading', { name: 'Accounts' })).not.toBeInTheDocument();
  },
};
