import { setTimeout as sleep } from 'node:timers/promises';
import { BankDataError } from './ports/bank-data.ts';

/** Plaid's error object, as its API answers it: the port's BankDataError. */
export { BankDataError as PlaidApiError };

interface AxiosLike {
  response?: { status: number; data?: { error_type?: string; error_code?: string; error_message?: string; display_message?: string | null } };
  message: string;
}

function asPlaidError(error: unknown): BankDataError | undefined {
  const data = (error as AxiosLike)?.response?.data;
  if (!data?.error_code) return undefined;
  return new BankDataError((error as AxiosLike).response!.status, data.error_type ?? 'API_ERROR', data.error_code, data.error_message ?? data.error_code, data.display_message ?? null);
}

export const PLAID_RETRY = { attempts: 4, baseDelayMs: 250, maxDelayMs: 4_000 } as const;

/**
 * One Plaid call, with rate-limit answers (HTTP 429 / RATE_LIMIT_EXCEEDED) retried after a capped,
 * jittered exponential backoff; every other Plaid error surfaces as a BankDataError.
 */
export async function callPlaid<T>(call: () => Promise<{ data: T }>, retry: { attempts: number; baseDelayMs: number; maxDelayMs: number } = PLAID_RETRY): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await call()).data;
    } catch (error) {
      const plaidError = asPlaidError(error);
      const rateLimited = plaidError?.status === 429 || plaidError?.errorType === 'RATE_LIMIT_EXCEEDED';
      if (!rateLimited || attempt >= retry.attempts) throw plaidError ?? error;
      const ceiling = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempt - 1));
      await sleep(ceiling / 2 + Math.random() * (ceiling / 2));
    }
  }
}
