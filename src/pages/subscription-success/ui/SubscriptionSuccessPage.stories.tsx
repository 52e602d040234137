import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { resetBankLinkCheckForTesting } from '@/entities/institution';
import { hasItem } from '@/entities/session';
import { SAMPLE_STATUSES } from '@/entities/subscription/testing';
import { accessToken } from '@/shared/api';
import { SubscriptionSuccessPage } from './SubscriptionSuccessPage';

const location = memoryLocation({ path: '/subscription-success?session_id=cs_test_story', record: true });

function SuccessPageAt() {
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <div style={{ maxWidth: '48rem', margin: '0 auto', padding: '2rem 1.5rem' }}>
        <SubscriptionSuccessPage />
      </div>
    </Router>
  );
}

const meta = {
  title: 'Sign-In and Subscription/Subscription Confirmed',
  component: SuccessPageAt,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    location.reset?.();
    accessToken.value = 'story-token';
    hasItem.value = false;
    resetBankLinkCheckForTesting();
    return () => {
      accessToken.value = null;
      sessionStorage.removeItem('justSubscribed');
    };
  },
} satisfies Meta<typeof SuccessPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from checkout before the webhook: the page says it is confirming, and keeps asking. */
export const Waiting: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/subscription/status', () => HttpResponse.json(SAMPLE_STATUSES.newUser)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Confirming your subscription…' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting for confirmation…');
    // The page sets the flag in an effect, which may run after the heading shows.
    await waitFor(() => expect(sessionStorage.getItem('justSubscribed')).toBe('true'));
  },
};

/** The webhook has made the subscription live: the trial, and on to Get Started. */
export const Confirmed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/subscription/status', () => HttpResponse.json(SAMPLE_STATUSES.trialing)),
      http.get('/api/link', () => HttpResponse.json({ status: 'not_linked' })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "You're subscribed" })).toBeInTheDocument();
    const getStarted = await canvas.findByRole('button', { name: 'Get started' });
    await expect(canvas.getByRole('status')).toHaveTextContent(/Your free trial runs until/);
    getStarted.click();
    await expect(location.history?.at(-1)).toBe('/getstarted');
    await expect(location.state).toEqual({ justSubscribed: true });
  },
};

/** The first answer still shows no subscription; the next poll (1.5 s later) brings it. */
export const ConfirmedAfterWaiting: Story = {
  beforeEach: ({ msw }) => {
    let asked = 0;
    msw.use(
      http.get('/api/subscription/status', () => {
        asked += 1;
        return HttpResponse.json(asked === 1 ? SAMPLE_STATUSES.newUser : SAMPLE_STATUSES.trialing);
      }),
      // Once confirmed, the page asks whether a bank is linked (a slow machine gets there before the story ends).
      http.get('/api/link', () => HttpResponse.json({ status: 'not_linked' })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Confirming your subscription…' })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 1, name: "You're subscribed" }, { timeout: 4000 })).toBeInTheDocument();
  },
};

/** A returning subscriber whose banks are still linked: no "link your bank", straight back to the accounts. */
export const ConfirmedWithLinkedBank: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/subscription/status', () => HttpResponse.json(SAMPLE_STATUSES.active)),
      http.get('/api/link', () => HttpResponse.json({ status: 'success' })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toAccounts = await canvas.findByRole('link', { name: 'Go to your accounts' });
    await expect(toAccounts).toHaveAttribute('href', '/accounts');
    await expect(canvas.queryByText('Next: link your bank')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Get started' })).toBeNull();
  },
};
