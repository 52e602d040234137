import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { BILLING_OFFLINE, BILLING_UNAVAILABLE } from '../config/messages';
import { billingErrorMessage } from './billing-error-message';

const refusal = (status: number, message: string) =>
  new ApiError(status, 'Refused', { error: { error_code: 'CONFLICT', error_message: message }, message });

describe('billingErrorMessage', () => {
  it("passes on the server's sentence for a refusal", () => {
    expect(billingErrorMessage(refusal(409, 'You already have an active subscription.'))).toBe('You already have an active subscription.');
    expect(billingErrorMessage(refusal(404, 'You have no billing account yet.'))).toBe('You have no billing account yet.');
  });

  it('keeps vendor details out of server failures', () => {
    expect(billingErrorMessage(refusal(502, 'The billing provider did not answer as expected: ECONNREFUSED'))).toBe(BILLING_UNAVAILABLE);
    expect(billingErrorMessage(new ApiError(500, 'Internal Server Error'))).toBe(BILLING_UNAVAILABLE);
    expect(billingErrorMessage(new ApiError(429, 'Too Many Requests'))).toBe(BILLING_UNAVAILABLE);
  });

  it('blames the connection when the request never got an answer', () => {
    expect(billingErrorMessage(new TypeError('Failed to fetch'))).toBe(BILLING_OFFLINE);
  });
});
