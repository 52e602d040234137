import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { resetAuthForTesting, setAuthClientFactory } from '@/entities/session';
import { createFakeAuthClient } from '@/entities/session/testing';
import { CallbackPage } from './CallbackPage';

/** The callback page at `path`, as the provider's redirect opens it. */
function CallbackAt({ path }: { path: string }) {
  return (
    <Router hook={memoryLocation({ path }).hook}>
      <CallbackPage />
    </Router>
  );
}

const meta = {
  title: 'Sign-In and Subscription/Sign-In Return',
  component: CallbackAt,
  parameters: { layout: 'fullscreen' },
  args: { path: '/callback?code=abc&state=xyz' },
  beforeEach: () => {
    resetAuthForTesting();
    return () => resetAuthForTesting();
  },
} satisfies Meta<typeof CallbackAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider has answered; the code is being exchanged for tokens. */
export const SigningIn: Story = {
  beforeEach: () => {
    const client = createFakeAuthClient({ handleRedirectCallback: (() => new Promise(() => undefined)) as never });
    setAuthClientFactory(async () => client);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Signing you in…');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Signing you in' })).toBeInTheDocument();
  },
};

/** The provider came back with `?error=` (here: the visitor cancelled). */
export const ProviderError: Story = {
  args: { path: '/callback?error=access_denied&error_description=The%20user%20cancelled%20the%20sign-in&state=xyz' },
  beforeEach: () => {
    const cancelled = Object.assign(new Error('The user cancelled the sign-in'), { error: 'access_denied', error_description: 'The user cancelled the sign-in' });
    const client = createFakeAuthClient({ user: null, handleRedirectCallback: (() => Promise.reject(cancelled)) as never });
    setAuthClientFactory(async () => client);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: "We couldn't sign you in" })).toBeInTheDocument());
    await expect(canvas.getByRole('alert')).toHaveTextContent('The sign-in was cancelled or refused.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** An old or reused callback address (the sign-in it belonged to is gone). */
export const ExpiredLink: Story = {
  beforeEach: () => {
    const stale = Object.assign(new Error('Invalid state'), { error: 'missing_transaction', error_description: 'Invalid state' });
    const client = createFakeAuthClient({ user: null, handleRedirectCallback: (() => Promise.reject(stale)) as never });
    setAuthClientFactory(async () => client);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('This sign-in page has expired or was already used.'));
  },
};
