import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { authUser } from '@/entities/session';
import { FAKE_IDENTITY_USER } from '@/entities/session/testing';
import { SAMPLE_PLAN, SAMPLE_STATUSES } from '@/entities/subscription/testing';
import { accessToken } from '@/shared/api';
import { SubscriptionPage } from './SubscriptionPage';

const CHECKOUT_URL = 'http://localhost:3001/stripe/checkout/cs_test_story';

function SubscriptionPageAt({ leaveFor }: { leaveFor: (url: string) => void }) {
  return (
    <Router hook={memoryLocation({ path: '/subscription' }).hook}>
      <div style={{ maxWidth: '48rem', margin: '0 auto', padding: '2rem 1.5rem' }}>
        <SubscriptionPage leaveFor={leaveFor} />
      </div>
    </Router>
  );
}

const meta = {
  title: 'Sign-In and Subscription/Subscribe',
  component: SubscriptionPageAt,
  parameters: { layout: 'fullscreen' },
  args: { leaveFor: fn() },
  beforeEach: ({ msw }) => {
    accessToken.value = 'story-token';
    authUser.value = FAKE_IDENTITY_USER;
    msw.use(
      http.get('/api/subscription/plan', () => HttpResponse.json(SAMPLE_PLAN)),
      http.post('/api/subscription/checkout', () => HttpResponse.json({ url: CHECKOUT_URL })),
    );
    return () => {
      accessToken.value = null;
      authUser.value = null;
    };
  },
} satisfies Meta<typeof SubscriptionPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new user: the plan with its free trial and Subscribe. */
export const New: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/subscription/status', () => HttpResponse.json(SAMPLE_STATUSES.newUser)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Subscribe to Ledgerline' })).toBeInTheDocument();
    await expect(await canvas.findByText('$7.99')).toBeInTheDocument();
    await expect(canvas.getByText('14-day free trial')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: "What's included" })).toBeInTheDocument();
    await expect(canvas.getByText(`Signed in as ${FAKE_IDENTITY_USER.email}`)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  },
};

/** Subscribe pressed: "Opening checkout…" while the page leaves for Stripe's checkout. */
export const OpeningCheckout: Story = {
  ...New,
  play: async (context) => {
    await New.play!(context);
    const { canvasElement, args } = context;
    within(canvasElement).getByRole('button', { name: 'Subscribe' }).click();
    await waitFor(() => expect(args.leaveFor).toHaveBeenCalledWith(CHECKOUT_URL));
    await expect(sessionStorage.getItem('justSubscribed')).toBe('true');
    sessionStorage.removeItem('justSubscribed');
    await expect(await within(canvasElement).findByText('Opening checkout…')).toBeInTheDocument();
  },
};

/** A user whose subscription has ended: no trial again, and "Resubscribe". */
export const ReturningInactive: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/subscription/status', () => HttpResponse.json(SAMPLE_STATUSES.ended)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Resubscribe to Ledgerline' })).toBeInTheDocument();
    await expect(await canvas.findByText('$7.99')).toBeInTheDocument();
    await expect(canvas.queryByText('14-day free trial')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Resubscribe' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Billing history and settings' })).toHaveAttribute('href', '/settings');
  },
};

/** The plan is still on its way. */
export const LoadingPlan: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/subscription/status', () => HttpResponse.json(SAMPLE_STATUSES.newUser)),
      http.get('/api/subscription/plan', async () => {
        await delay('infinite');
        return HttpResponse.json(SAMPLE_PLAN);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the plan…');
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  },
};

/** The plan could not be read (the payment provider is down): checkout still works. */
export const PlanUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/subscription/status', () => HttpResponse.json(SAMPLE_STATUSES.newUser)),
      http.get('/api/subscription/plan', () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't load the price just now.");
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  },
};
