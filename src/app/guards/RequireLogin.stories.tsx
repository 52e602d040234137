import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { isAuthenticated, isAuthLoading, resetAuthForTesting, setAuthClientFactory } from '@/entities/session';
import { createFakeAuthClient } from '@/entities/session/testing';
import { isOnline } from '@/shared/network';
import { RequireLogin } from './RequireLogin';

function ProtectedPage() {
  return (
    <Router hook={memoryLocation({ path: '/dashboard' }).hook}>
      <RequireLogin>
        <h1>Dashboard</h1>
      </RequireLogin>
    </Router>
  );
}

const meta = {
  title: 'Sign-In and Subscription/Signing In',
  component: ProtectedPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetAuthForTesting();
    // The provider's page is never reached from a story.
    const client = createFakeAuthClient({ user: null });
    setAuthClientFactory(async () => client);
    return () => resetAuthForTesting();
  },
} satisfies Meta<typeof ProtectedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The full-page spinner while authentication loads. */
export const AuthLoading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** A signed-out visitor, on the way to the provider's sign-in page: the centred grey spinner. */
export const RedirectingToSignIn: Story = {
  beforeEach: () => {
    isAuthLoading.value = false;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Redirecting to sign-in…');
  },
};

/** The sign-in service (or the app's config) could not be reached. */
export const SignInUnavailable: Story = {
  beforeEach: () => {
    setAuthClientFactory(() => Promise.reject(new TypeError('Failed to fetch')));
    isAuthLoading.value = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Sign-in is unavailable' })).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/**
 * Opened with no network (the installed app reloaded offline): the page says so, and the
 * provider's sign-in is not tried, since it could not open.
 */
export const Offline: Story = {
  beforeEach: () => {
    isAuthLoading.value = false;
    isOnline.value = false;
    return () => {
      isOnline.value = true;
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "You're offline", level: 1 })).toBeInTheDocument();
    await expect(canvas.queryByText('Redirecting to sign-in…')).not.toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  beforeEach: () => {
    isAuthLoading.value = false;
    isAuthenticated.value = true;
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  },
};
