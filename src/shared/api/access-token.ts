import { useSyncExternalStore } from 'react';
import { signal } from '@preact/signals-react';

/**
 * The bearer token every call carries. The session entity writes it (`accessToken.value = token`)
 * once the identity provider hands one over, and clears it on logout; shared code only reads it.
 */
export const accessToken = signal<string | null>(null);

const subscribe = (onChange: () => void) => accessToken.subscribe(() => onChange());
const readToken = () => accessToken.peek();

/** The current token, re-rendering the caller when it changes. */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribe, readToken, readToken);
}
