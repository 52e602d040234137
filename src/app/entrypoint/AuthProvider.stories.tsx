import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { hasItem, isSessionReady, resetAuthForTesting, setAuthClientFactory, signinError } from '@/entities/session';
import { createFakeAuthClient } from '@/entities/session/testing';
import { SIGNIN_FAILED } from '@/shared/config';
import { Toaster, toaster } from '@/shared/ui';
import { AuthProvider } from './AuthProvider';

/** What the session signals say, as a page would read them. */
function SessionReadout() {
  const state = signinError.value ? 'Sign-in failed' : isSessionReady.value ? 'Session ready' : 'Starting session…';
  return (
    <dl>
      <dt>Session</dt>
      <dd data-testid="session">{state}</dd>
      <dt>Linked bank</dt>
      <dd data-testid="has-item">{hasItem.value ? 'yes' : 'no'}</dd>
    </dl>
  );
}

function SignedInApp() {
  return (
    <AuthProvider>
      <SessionReadout />
      <Toaster />
    </AuthProvider>
  );
}

const notFound = () => HttpResponse.json({ error: { error_code: 'NOT_FOUND', error_message: 'This user has not signed in yet.' }, message: 'Not found' }, { status: 404 });

const meta = {
  title: 'Sign-In and Subscription/Session Start',
  component: SignedInApp,
  parameters: { layout: 'padded' },
  beforeEach: () => {
    resetAuthForTesting();
    // A browser that already holds a provider session (the SDK's local-storage cache).
    const client = createFakeAuthClient();
    setAuthClientFactory(async () => client);
    return () => {
      resetAuthForTesting();
      toaster.remove();
    };
  },
} satisfies Meta<typeof SignedInApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: `@me` says 404, signin creates the user, `@me` succeeds. */
export const FirstSignin: Story = {
  beforeEach({ msw }) {
    let signedIn = false;
    msw.use(
      http.get('*/auth/@me', () => (signedIn ? HttpResponse.json({ status: 'success', has_item: false }) : notFound())),
      http.post('*/auth/signin', () => {
        signedIn = true;
        return HttpResponse.json({ status: 'success', has_item: false });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('session')).toHaveTextContent('Session ready'));
    await expect(canvas.getByTestId('has-item')).toHaveTextContent('no');
  },
};

/** A returning user with a linked bank, after one 429 answered with `Retry-After: 0`. */
export const RateLimitedThenReady: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('*/auth/@me', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { error_code: 'RATE_LIMITED', error_message: 'Slow down' }, message: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '0' } })
          : HttpResponse.json({ status: 'success', has_item: true });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('session')).toHaveTextContent('Session ready'));
    await expect(canvas.getByTestId('has-item')).toHaveTextContent('yes');
  },
};

/** The sign-in failure toast: `@me` says 404 and the signin call fails. */
export const SigninFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/auth/@me', notFound),
      http.post('*/auth/signin', () => HttpResponse.json({ error: { error_code: 'INTERNAL_ERROR', error_message: 'Unexpected' }, message: 'Server error' }, { status: 500 })),
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const toast = await page.findByText(SIGNIN_FAILED);
    await expect(toast.closest('[data-type]')).toHaveAttribute('data-type', 'error');
    await expect(within(canvasElement).getByTestId('session')).toHaveTextContent('Sign-in failed');
  },
};
