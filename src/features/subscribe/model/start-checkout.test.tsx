import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { http, HttpResponse } from 'msw';
import { useSubscriptionStatus } from '@/entities/subscription';
import { accessToken, swrCachePolicy } from '@/shared/api';
import { mswServer } from '@/shared/testing';
import { notify } from '@/shared/ui';
import { useStartCheckout } from './start-checkout';

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ ...swrCachePolicy, provider: () => new Map() }}>{children}</SWRConfig>
);

const errorBody = (code: string, message: string) => ({ error: { error_code: code, error_message: message }, message });

beforeEach(() => {
  accessToken.value = 'token-123';
});
afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('useStartCheckout', () => {
  it('leaves for the checkout page with the just-subscribed flag set', async () => {
    mswServer.use(http.post('*/api/subscription/checkout', () => HttpResponse.json({ url: 'http://localhost:3001/stripe/checkout/cs_1' })));
    const leaveFor = vi.fn();
    const { result } = renderHook(() => useStartCheckout({ leaveFor }), { wrapper });

    await act(() => result.current.startCheckout());

    expect(leaveFor).toHaveBeenCalledWith('http://localhost:3001/stripe/checkout/cs_1');
    expect(sessionStorage.getItem('justSubscribed')).toBe('true');
    // Still busy: the window is on its way out.
    expect(result.current.isStarting).toBe(true);
  });

  it('refreshes the status when the user is already subscribed (409), and says so', async () => {
    let statusCalls = 0;
    mswServer.use(
      http.post('*/api/subscription/checkout', () =>
        HttpResponse.json(errorBody('CONFLICT', 'You already have an active subscription.'), { status: 409 }),
      ),
      http.get('*/api/subscription/status', () => {
        statusCalls += 1;
        return HttpResponse.json({ success: true, subscription: null, user_info: { is_new_user: true, has_subscription_history: false } });
      }),
    );
    const info = vi.spyOn(notify, 'info');
    const leaveFor = vi.fn();
    const { result } = renderHook(() => ({ checkout: useStartCheckout({ leaveFor }), status: useSubscriptionStatus() }), { wrapper });
    await waitFor(() => expect(result.current.status.loading).toBe(false));
    expect(statusCalls).toBe(1);

    await act(() => result.current.checkout.startCheckout());

    expect(leaveFor).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith('You already have an active subscription.');
    expect(result.current.checkout.isStarting).toBe(false);
    expect(sessionStorage.getItem('justSubscribed')).toBeNull();
    // Fetched again, so the guards can move the user on.
    expect(statusCalls).toBe(2);
  });

  it('shows a readable toast when the payment provider fails, and frees the button', async () => {
    mswServer.use(
      http.post('*/api/subscription/checkout', () =>
        HttpResponse.json(errorBody('VENDOR_ERROR', 'The billing provider did not answer as expected: socket hang up'), { status: 502 }),
      ),
    );
    const error = vi.spyOn(notify, 'error');
    const { result } = renderHook(() => useStartCheckout({ leaveFor: vi.fn() }), { wrapper });

    await act(() => result.current.startCheckout());

    expect(error).toHaveBeenCalledWith("We couldn't reach our payment provider. Please try again in a moment.");
    expect(result.current.isStarting).toBe(false);
  });
});
