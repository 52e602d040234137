import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { isAuthenticated, isAuthLoading, resetAuthForTesting } from '@/entities/session';
import { accessToken } from '@/shared/api';
import { HOME_DESCRIPTION } from '../config/content';
import { HomePage } from './HomePage';

const meta = {
  title: 'Sign-In and Subscription/Home',
  component: HomePage,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <Router hook={memoryLocation({ path: '/' }).hook}>
        <Story />
      </Router>
    ),
  ],
  beforeEach: () => {
    resetAuthForTesting();
    isAuthLoading.value = false;
    return () => {
      resetAuthForTesting();
      accessToken.value = null;
    };
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: what Ledgerline does, its features, how bank data is protected, the price, and the ways in. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('See all your money in one place');
    for (const section of ['Everything your budget needs', 'Meet the Budget AI Assistant', 'Your bank data, handled with care', 'One plan, everything included']) {
      await expect(canvas.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    const pricing = within(canvas.getByRole('region', { name: 'One plan, everything included' }));
    await expect(pricing.getByRole('heading', { level: 3, name: 'Ledgerline Premium' })).toBeVisible();
    await expect(pricing.getByText('$7.99')).toBeVisible();
    await expect(pricing.getByText('14-day free trial')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Get started' }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Personal budgeting with your bank linked · Ledgerline'));
    await expect(document.head.querySelector('meta[name=description]')).toHaveAttribute('content', HOME_DESCRIPTION);
  },
};

/** Signed in: "Open Ledgerline", and the plan as the billing provider has it. */
export const SignedIn: Story = {
  beforeEach({ msw }) {
    isAuthenticated.value = true;
    accessToken.value = 'story-token';
    msw.use(
      http.get('*/api/subscription/plan', () =>
        HttpResponse.json({ name: 'Ledgerline Premium', amount: 8.49, currency: 'USD', interval: 'month', trial_days: 30 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: 'Open Ledgerline' })[0]).toHaveAttribute('href', '/accounts');
    await expect(canvas.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    const pricing = within(canvas.getByRole('region', { name: 'One plan, everything included' }));
    await expect(await pricing.findByText('$8.49')).toBeVisible();
    await expect(pricing.getByText('30-day free trial')).toBeVisible();
  },
};
