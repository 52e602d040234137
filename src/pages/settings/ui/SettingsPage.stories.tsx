import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { authUser } from '@/entities/session';
import { SAMPLE_ACCOUNTS, SAMPLE_INSTITUTIONS } from '@/entities/institution/testing';
import { FAKE_IDENTITY_USER } from '@/entities/session/testing';
import { SAMPLE_STATUSES } from '@/entities/subscription/testing';
import { accessToken } from '@/shared/api';
import { DEFAULT_ALERT_SETTINGS } from './alert-settings-sample';
import { SettingsPage } from './SettingsPage';

function SettingsPageAt() {
  return (
    <Router hook={memoryLocation({ path: '/settings' }).hook}>
      <div style={{ maxWidth: '72rem', padding: '2rem 1.5rem' }}>
        <SettingsPage />
      </div>
    </Router>
  );
}

const meta = {
  title: 'Settings/Settings Page',
  component: SettingsPageAt,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    accessToken.value = 'story-token';
    authUser.value = FAKE_IDENTITY_USER;
    return () => {
      accessToken.value = null;
      authUser.value = null;
    };
  },
} satisfies Meta<typeof SettingsPageAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A subscriber in the free trial: profile, subscription and linked banks. */
export const Subscriber: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/subscription/status', () => HttpResponse.json(SAMPLE_STATUSES.trialing)),
      http.get('*/db_api/items/active', () => HttpResponse.json({ items: SAMPLE_INSTITUTIONS })),
      http.get('*/api/accounts', () => HttpResponse.json({ accounts: SAMPLE_ACCOUNTS })),
      http.get('*/db_api/ai_clients', () => HttpResponse.json({ clients: [] })),
      http.get('*/db_api/alert_settings', () => HttpResponse.json(DEFAULT_ALERT_SETTINGS)),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const profile = within(canvas.getByRole('region', { name: 'Profile' }));
    await expect(profile.getByText(FAKE_IDENTITY_USER.name!)).toBeInTheDocument();
    await expect(profile.getByText(FAKE_IDENTITY_USER.email!)).toBeInTheDocument();
    const subscription = within(canvas.getByRole('region', { name: 'Subscription' }));
    await expect(await subscription.findByText(/^Free trial until /)).toBeInTheDocument();
    await expect(await canvas.findByRole('article', { name: 'First Platypus Bank' })).toBeInTheDocument();
    await expect(canvas.queryByText("We couldn't load your institutions")).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('region', { name: 'Categories' })).getByRole('link', { name: 'Manage categories' })).toHaveAttribute('href', '/categories');
    await expect(within(canvas.getByRole('region', { name: 'Categories' })).getByRole('link', { name: 'Manage rules' })).toHaveAttribute('href', '/rules');
  },
};

/** An account whose subscription has ended: Settings is the one page it may open. */
export const Ended: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/subscription/status', () => HttpResponse.json(SAMPLE_STATUSES.ended)),
      http.get('*/db_api/ai_clients', () => HttpResponse.json({ clients: [] })),
      http.get('*/db_api/alert_settings', () => HttpResponse.json(DEFAULT_ALERT_SETTINGS)),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Resubscribe' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Manage billing' })).toBeEnabled();
    // The categories page needs a subscription: no way there.
    await expect(canvas.queryByRole('link', { name: 'Manage categories' })).toBeNull();
  },
};
