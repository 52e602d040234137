import { describe, expect, it } from 'vitest';
import { callPlaid, PlaidApiError } from './plaid.ts';

const FAST = { attempts: 3, baseDelayMs: 1, maxDelayMs: 4 };
const plaidFailure = (status: number, error_type: string, error_code: string) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data: { error_type, error_code, error_message: error_code.toLowerCase(), display_message: null } } });

describe('callPlaid', () => {
  it('retries rate-limit answers and returns the eventual data', async () => {
    let calls = 0;
    const data = await callPlaid(async () => {
      calls++;
      if (calls < 3) throw plaidFailure(429, 'RATE_LIMIT_EXCEEDED', 'ACCOUNTS_LIMIT');
      return { data: { ok: true } };
    }, FAST);
    expect(data).toEqual({ ok: true });
    expect(calls).toBe(3);
  });

  it('gives up after the last attempt with Plaid\'s error', async () => {
    let calls = 0;
    const failing = callPlaid(async () => {
      calls++;
      throw plaidFailure(429, 'RATE_LIMIT_EXCEEDED', 'ACCOUNTS_LIMIT');
    }, FAST);
    await expect(failing).rejects.toMatchObject({ errorCode: 'ACCOUNTS_LIMIT', status: 429 });
    expect(calls).toBe(3);
  });

  it('does not retry other errors and surfaces them as PlaidApiError', async () => {
    let calls = 0;
    const failing = callPlaid(async () => {
      calls++;
      throw plaidFailure(400, 'ITEM_ERROR', 'ITEM_LOGIN_REQUIRED');
    }, FAST);
    await expect(failing).rejects.toBeInstanceOf(PlaidApiError);
    expect(calls).toBe(1);
  });
});
