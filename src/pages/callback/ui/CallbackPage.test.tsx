import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { isAuthenticated, resetAuthForTesting, setAuthClientFactory } from '@/entities/session';
import { createFakeAuthClient, type FakeAuthClientOptions } from '@/entities/session/testing';
import { mswServer } from '@/shared/testing';
import { CallbackPage } from './CallbackPage';

beforeEach(() => resetAuthForTesting());
afterEach(() => resetAuthForTesting());

function renderAt(path: string, options: FakeAuthClientOptions) {
  const client = createFakeAuthClient(options);
  setAuthClientFactory(async () => client);
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <CallbackPage />
    </Router>,
  );
  return { location, client };
}

describe('CallbackPage', () => {
  it('finishes the sign-in behind a spinner, then replaces itself with the page asked for', async () => {
    mswServer.use(http.get('*/auth/@me', () => HttpResponse.json({ status: 'success', has_item: false })));
    let finish: ((value: unknown) => void) | undefined;
    const { location, client } = renderAt('/callback?code=abc&state=xyz', {
      handleRedirectCallback: (() => new Promise((resolve) => (finish = resolve))) as never,
    });

    expect(screen.getByRole('status').textContent).toBe('Signing you in…');
    await waitFor(() => expect(finish).toBeDefined());
    await act(async () => finish?.({ appState: { returnTo: '/dashboard' }, response_type: 'code' }));

    await waitFor(() => expect(location.history).toEqual(['/dashboard']));
    expect(isAuthenticated.value).toBe(true);
    expect(client.calls.loginWithRedirect).toEqual([]);
  });

  it("shows the provider's error readably, with a way to try again", async () => {
    const error = Object.assign(new Error('denied'), { error: 'access_denied', error_description: 'The user cancelled', appState: { returnTo: '/budgetplanner' } });
    const { client } = renderAt('/callback?error=access_denied&error_description=The%20user%20cancelled&state=xyz', {
      user: null,
      handleRedirectCallback: (() => Promise.reject(error)) as never,
    });

    expect(await screen.findByRole('heading', { name: "We couldn't sign you in" })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('The sign-in was cancelled or refused. The sign-in service said: “The user cancelled”.');

    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(client.calls.loginWithRedirect).toEqual([{ appState: { returnTo: '/budgetplanner' }, authorizationParams: {} }]));
  });

  it('sends a visit without a provider answer home', async () => {
    const { location } = renderAt('/callback', {});

    await waitFor(() => expect(location.history).toEqual(['/']));
  });
});
