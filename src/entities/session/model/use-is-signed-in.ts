import { useSyncExternalStore } from 'react';
import { isAuthenticated } from './session';

const subscribe = (onChange: () => void) => isAuthenticated.subscribe(() => onChange());
const signedIn = () => isAuthenticated.peek();
// A prerendered page is a first visit's: nobody is known to be signed in.
const prerendered = () => false;

/**
 * Whether a public page offers the signed-in way in ("Open Ledgerline") rather than a visitor's
 * ("Get started", "Sign in"). The prerendered HTML, and the render that hydrates it, always show a
 * visitor's, so React takes over markup that matches (on a mismatch it keeps the server's
 * attributes, and a button prerendered hidden stayed hidden); the session's state follows at once.
 */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribe, signedIn, prerendered);
}
