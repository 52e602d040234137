import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SAMPLE_STATUSES } from '@/entities/subscription';
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
  title: 'Pages/SubscriptionSuccess',
  component: SuccessPageAt,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    location.reset?.();
    accessToken.value = 'story-token';
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
    await expect(sessionStorage.getItem('justSubscribed')).toBe('true');
  },
};

/** The webhook has made the subscription live: the trial, and on to Get Started. */
export const Confirmed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/subscription/status', () => HttpResponse.json(SAMPLE_STATUSES.trialing)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: "You're subscribed" })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(/Your free trial runs until/);
    canvas.getByRole('button', { name: 'Get started' }).click();
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
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Confirming your subscription…' })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 1, name: "You're subscribed" }, { timeout: 4000 })).toBeInTheDocument();
  },
};
