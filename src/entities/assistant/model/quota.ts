import { signal } from '@preact/signals-react';
import type { Quota } from '@/shared/api';
import { INITIAL_QUOTA } from '@/shared/config';
import { fetchQuota } from '../api/chat-api';

/** The asks of this month; only the counter reads it, so a change re-renders the counter alone. */
export const chatQuota = signal<Quota>({ ...INITIAL_QUOTA });

/** The window event that carries a fresh quota (its `detail`) to the counter. */
export const QUESTION_LIMIT_UPDATE_EVENT = 'questionLimitUpdate';

export const broadcastQuota = (quota: Quota): void => {
  window.dispatchEvent(new CustomEvent<Quota>(QUESTION_LIMIT_UPDATE_EVENT, { detail: quota }));
};

/** Sets the counter from every `questionLimitUpdate`; returns the way to stop listening. */
export function listenForQuotaUpdates(): () => void {
  const update = (event: Event) => {
    chatQuota.value = (event as CustomEvent<Quota>).detail;
  };
  window.addEventListener(QUESTION_LIMIT_UPDATE_EVENT, update);
  return () => window.removeEventListener(QUESTION_LIMIT_UPDATE_EVENT, update);
}

/** Reads the quota and broadcasts it; a failure keeps the last count (spec section 8: silently ignored). */
export async function refreshQuota(): Promise<Quota | undefined> {
  try {
    const quota = await fetchQuota();
    broadcastQuota(quota);
    return quota;
  } catch {
    return undefined;
  }
}
