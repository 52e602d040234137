import { setTimeout as sleep } from 'node:timers/promises';
import { Configuration, PlaidApi, type AccountBase } from 'plaid';
import type { PlaidConfig } from '../config.ts';

export type PlaidClient = PlaidApi;
export type PlaidAccount = AccountBase;

/** The `plaid` SDK; `basePath` is Plaid's environment, or the local emulator when Plaid is not configured. */
export function createPlaidClient(config: PlaidConfig): PlaidApi {
  return new PlaidApi(
    new Configuration({
      basePath: config.basePath,
      baseOptions: { headers: { 'PLAID-CLIENT-ID': config.clientId, 'PLAID-SECRET': config.secret, 'Plaid-Version': '2020-09-14' } },
    }),
  );
}

/** Plaid's error object, as its API answers it. */
export class PlaidApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    readonly errorCode: string,
    message: string,
    readonly displayMessage: string | null,
  ) {
    super(message);
    this.name = 'PlaidApiError';
  }
}

interface AxiosLike {
  response?: { status: number; data?: { error_type?: string; error_code?: string; error_message?: string; display_message?: string | null } };
  message: string;
}

function asPlaidError(error: unknown): PlaidApiError | undefined {
  const data = (error as AxiosLike)?.response?.data;
  if (!data?.error_code) return undefined;
  return new PlaidApiError((error as AxiosLike).response!.status, data.error_type ?? 'API_ERROR', data.error_code, data.error_message ?? data.error_code, data.display_message ?? null);
}

export const PLAID_RETRY = { attempts: 4, baseDelayMs: 250, maxDelayMs: 4_000 } as const;

/**
 * One Plaid call, with rate-limit answers (HTTP 429 / RATE_LIMIT_EXCEEDED) retried after a capped,
 * jittered exponential backoff; every other Plaid error surfaces as a PlaidApiError.
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
