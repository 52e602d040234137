import { ROUTES } from '@/shared/config';

/** Where the app goes after sign-in when nothing asked for a page. */
export const DEFAULT_RETURN_TO = ROUTES.accounts;

/**
 * A path of this site to return to after sign-in. Anything else (another origin, `//host`, the
 * callback page itself, garbage in the stored state) falls back to the default page.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return DEFAULT_RETURN_TO;
  }
  const path = value.split(/[?#]/, 1)[0]!.replace(/\/+$/, '');
  return path === ROUTES.callback ? DEFAULT_RETURN_TO : value;
}
