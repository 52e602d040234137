/** Every entry the SDK keeps in local storage (tokens, the ID token's user) starts with this. */
export const SDK_CACHE_PREFIX = '@@auth0spajs@@';

/**
 * Whether this browser may hold a provider session: the SDK's cache has entries. Without any,
 * nobody is signed in and the SDK need not even load. Read at once, before anything loads.
 */
export function hasStoredIdentitySession(): boolean {
  try {
    return Object.keys(localStorage).some((key) => key.startsWith(SDK_CACHE_PREFIX));
  } catch {
    return true;
  }
}

/** Forgets the SDK's cached session by hand (when the SDK itself cannot load). */
export function clearStoredIdentitySession(): void {
  for (const key of Object.keys(localStorage)) if (key.startsWith(SDK_CACHE_PREFIX)) localStorage.removeItem(key);
}
