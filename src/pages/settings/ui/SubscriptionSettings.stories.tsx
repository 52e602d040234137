import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SAMPLE_STATUSES } from '@/entities/subscription/testing';
import { accessToken, type SubscriptionStatus } from '@/shared/api';
import { subscriptionSnapshot } from '../model/portal-visit';
import { SettingsSection } from './SettingsSection';
import { SubscriptionSettings } from './SubscriptionSettings';

const PORTAL_URL = 'http://localhost:3001/stripe/portal/bps_story';

function SubscriptionSection({ leaveFor }: { leaveFor: (url: string) => void }) {
  return (
    <Router hook={memoryLocation({ path: '/settings' }).hook}>
      <div style={{ maxWidth: '60rem', padding: '2rem 1.5rem' }}>
        <SettingsSection title="Subscription" description="Your plan, payment card and invoices.">
          <SubscriptionSettings leaveFor={leaveFor} />
        </SettingsSection>
      </div>
    </Router>
  );
}

const serveStatus = (status: SubscriptionStatus) => http.get('/api/subscription/status', () => HttpResponse.json(status));

const meta = {
  title: 'Settings/Subscription',
  component: SubscriptionSection,
  parameters: { layout: 'fullscreen' },
  args: { leaveFor: fn() },
  beforeEach: ({ msw }) => {
    accessToken.value = 'story-token';
    msw.use(http.post('/api/subscription/portal', () => HttpResponse.json({ url: PORTAL_URL })));
    return () => {
      accessToken.value = null;
      sessionStorage.removeItem('billingPortalVisit');
    };
  },
} satisfies Meta<typeof SubscriptionSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = async (canvasElement: HTMLElement, text: string | RegExp) =>
  expect(await within(canvasElement).findByText(text)).toBeInTheDocument();

export const Trialing: Story = {
  beforeEach: ({ msw }) => {
    msw.use(serveStatus(SAMPLE_STATUSES.trialing));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await summary(canvasElement, /^Free trial until /);
    await expect(canvas.getByText('Free trial')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Resubscribe' })).not.toBeInTheDocument();

    canvas.getByRole('button', { name: 'Manage billing' }).click();
    await waitFor(() => expect(args.leaveFor).toHaveBeenCalledWith(PORTAL_URL));
    // The status the user left with, for the way back.
    await expect(sessionStorage.getItem('billingPortalVisit')).toBe(subscriptionSnapshot(SAMPLE_STATUSES.trialing));
  },
};

export const Active: Story = {
  beforeEach: ({ msw }) => {
    msw.use(serveStatus(SAMPLE_STATUSES.active));
  },
  play: async ({ canvasElement }) => {
    await summary(canvasElement, /^Active — renews /);
  },
};

export const CancelsAtPeriodEnd: Story = {
  beforeEach: ({ msw }) => {
    msw.use(serveStatus(SAMPLE_STATUSES.cancelsAtPeriodEnd));
  },
  play: async ({ canvasElement }) => {
    await summary(canvasElement, /^Cancels on /);
    await expect(within(canvasElement).getByText('Cancels soon')).toBeInTheDocument();
  },
};

export const PastDue: Story = {
  beforeEach: ({ msw }) => {
    msw.use(serveStatus(SAMPLE_STATUSES.pastDue));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await summary(canvasElement, 'Payment failed — update your card');
    await expect(canvas.getByRole('alert')).toHaveTextContent("Your last payment didn't go through.");
    await expect(canvas.getByRole('button', { name: 'Manage billing' })).toBeEnabled();
  },
};

export const Unpaid: Story = {
  beforeEach: ({ msw }) => {
    msw.use(serveStatus(SAMPLE_STATUSES.unpaid));
  },
  play: async ({ canvasElement }) => {
    await summary(canvasElement, 'Payment failed — update your card');
  },
};

export const Ended: Story = {
  beforeEach: ({ msw }) => {
    msw.use(serveStatus(SAMPLE_STATUSES.ended), http.post('/api/subscription/checkout', () => HttpResponse.json({ url: 'http://localhost:3001/stripe/checkout/cs_story' })));
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await summary(canvasElement, /^Ended on /);
    await expect(canvas.getByText(/Your subscription has ended/)).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Resubscribe' }).click();
    await waitFor(() => expect(args.leaveFor).toHaveBeenCalledWith('http://localhost:3001/stripe/checkout/cs_story'));
    sessionStorage.removeItem('justSubscribed');
  },
};

/** Back from the billing portal before its webhook: the section keeps asking for a while. */
export const CheckingForChanges: Story = {
  beforeEach: ({ msw }) => {
    sessionStorage.setItem('billingPortalVisit', subscriptionSnapshot(SAMPLE_STATUSES.trialing));
    msw.use(serveStatus(SAMPLE_STATUSES.trialing));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Checking for changes from billing…')).toBeInTheDocument();
  },
};

/** Back from the portal after cancelling: the next answer shows the change and the checking stops. */
export const ChangedInThePortal: Story = {
  beforeEach: ({ msw }) => {
    sessionStorage.setItem('billingPortalVisit', subscriptionSnapshot(SAMPLE_STATUSES.trialing));
    let asked = 0;
    msw.use(
      http.get('/api/subscription/status', () => {
        asked += 1;
        return HttpResponse.json(asked === 1 ? SAMPLE_STATUSES.trialing : SAMPLE_STATUSES.ended);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Ended on /, undefined, { timeout: 4000 })).toBeInTheDocument();
    await expect(canvas.queryByText('Checking for changes from billing…')).not.toBeInTheDocument();
    await expect(sessionStorage.getItem('billingPortalVisit')).toBeNull();
  },
};
