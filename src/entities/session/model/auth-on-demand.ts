import type { LoginOptions, StartAuthOptions } from './auth';

// The session machinery (the SDK's client, the signin flow, token renewal) is a chunk of its own:
// a public page paints and hydrates without it, and it loads as soon as the app starts authentication.
const machinery = () => import('./auth');

/** Starts authentication once per page load (see `auth.ts`). */
export const startAuth = (options: StartAuthOptions): Promise<void> => machinery().then((auth) => auth.startAuth(options));

/** Sends the browser to the provider's sign-in (or sign-up) page. */
export const login = (options?: LoginOptions): Promise<void> => machinery().then((auth) => auth.login(options));

/** Finishes the sign-in the provider returned to `url` and resolves to the page to go to. */
export const completeLogin = (url: string): Promise<string> => machinery().then((auth) => auth.completeLogin(url));

/** Ends the provider session and leaves for the provider's logout. */
export const logOutOfIdentityProvider = (): Promise<void> => machinery().then((auth) => auth.logOutOfIdentityProvider());
