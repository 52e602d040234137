import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { budgetSelectMonth, chooseBudgetMonth } from '@/entities/period';
import { authUser, hasItem, isAuthenticated, isLoggingOut, isSessionReady, resetAuthForTesting, setAuthClientFactory, signinError } from '@/entities/session';
import { createFakeAuthClient, FAKE_IDENTITY_USER } from '@/entities/session/testing';
import { accessToken } from '@/shared/api';
import { mswServer } from '@/shared/testing';
import { logOut } from './log-out';

function signedIn() {
  const client = createFakeAuthClient();
  setAuthClientFactory(async () => client);
  accessToken.value = 'token-1';
  authUser.value = FAKE_IDENTITY_USER;
  isAuthenticated.value = true;
  isSessionReady.value = true;
  hasItem.value = true;
  signinError.value = null;
  localStorage.setItem('has_item', 'true');
  chooseBudgetMonth('March 2024');
  return client;
}

beforeEach(() => {
  resetAuthForTesting();
  localStorage.clear();
});
afterEach(() => resetAuthForTesting());

describe('logOut', () => {
  it('calls the server, forgets the has-item flag and the budget month, resets the session and leaves for the origin', async () => {
    const client = signedIn();
    let authorization: string | null = null;
    mswServer.use(
      http.get('*/auth/logout', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ status: 'success' });
      }),
    );

    await logOut();

    expect(authorization).toBe('Bearer token-1');
    expect(localStorage.getItem('has_item')).toBeNull();
    expect(localStorage.getItem('selected_budget_month')).toBeNull();
    expect(budgetSelectMonth.value).not.toBe('March 2024');
    expect([accessToken.value, authUser.value, isAuthenticated.value, isSessionReady.value, hasItem.value]).toEqual([null, null, false, false, false]);
    expect(isLoggingOut.value).toBe(true);
    expect(client.calls.logout).toEqual([{ logoutParams: { returnTo: window.location.origin } }]);
  });

  it('logs out whatever the server answers, keeping the stored has-item flag when the call failed', async () => {
    const client = signedIn();
    mswServer.use(http.get('*/auth/logout', () => HttpResponse.json({ error: { error_code: 'INTERNAL_ERROR', error_message: 'x' }, message: 'x' }, { status: 500 })));

    await logOut();

    expect(localStorage.getItem('has_item')).toBe('true');
    expect(localStorage.getItem('selected_budget_month')).toBeNull();
    expect(isAuthenticated.value).toBe(false);
    expect(hasItem.value).toBe(false);
    expect(client.calls.logout).toHaveLength(1);
  });
});
