import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { isAuthenticated, isAuthLoading, isLoggingOut, resetAuthForTesting, setAuthClientFactory } from '@/entities/session';
import { createFakeAuthClient, type FakeAuthClient } from '@/entities/session/testing';
import { RequireLogin } from './RequireLogin';

let client: FakeAuthClient;

beforeEach(() => {
  resetAuthForTesting();
  client = createFakeAuthClient({ user: null });
  setAuthClientFactory(async () => client);
});
afterEach(() => resetAuthForTesting());

function renderAt(path: string) {
  const location = memoryLocation({ path });
  return render(
    <Router hook={location.hook}>
      <RequireLogin>
        <h1>Protected page</h1>
      </RequireLogin>
    </Router>,
  );
}

describe('RequireLogin', () => {
  it('shows the full-page spinner while authentication loads', () => {
    renderAt('/dashboard');

    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByRole('heading')).toBeNull();
    expect(client.calls.loginWithRedirect).toEqual([]);
  });

  it('sends a signed-out visitor to sign in, to come back to the page asked for, behind a centred spinner', async () => {
    renderAt('/transactions?page=2');
    act(() => {
      isAuthLoading.value = false;
    });

    expect(screen.getByRole('status').textContent).toBe('Redirecting to sign-in…');
    await waitFor(() => expect(client.calls.loginWithRedirect).toHaveLength(1));
    expect(client.calls.loginWithRedirect[0]).toEqual({ appState: { returnTo: '/transactions?page=2' }, authorizationParams: {} });
    expect(screen.queryByRole('heading', { name: 'Protected page' })).toBeNull();
  });

  it('renders the page for a signed-in user', () => {
    isAuthLoading.value = false;
    isAuthenticated.value = true;
    renderAt('/dashboard');

    expect(screen.getByRole('heading', { name: 'Protected page' })).toBeDefined();
  });

  it('starts no new sign-in while a logout is leaving the page', async () => {
    isAuthLoading.value = false;
    isLoggingOut.value = true;
    renderAt('/dashboard');

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.calls.loginWithRedirect).toEqual([]);
  });

  it('offers to try again when the sign-in service cannot be reached', async () => {
    setAuthClientFactory(() => Promise.reject(new TypeError('Failed to fetch')));
    isAuthLoading.value = false;
    renderAt('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Sign-in is unavailable' })).toBeDefined();
    setAuthClientFactory(async () => client);
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(client.calls.loginWithRedirect).toHaveLength(1));
  });
});
