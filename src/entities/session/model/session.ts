import { signal } from '@preact/signals-react';
import { accessToken } from '@/shared/api';
import { LOCAL_STORAGE_KEYS } from '@/shared/config';
import type { IdentityProviderUser } from '../lib/identity-user';

function readStoredHasItem(): boolean {
  try {
    return localStorage.getItem(LOCAL_STORAGE_KEYS.hasItem) === 'true';
  } catch {
    return false;
  }
}

/** The identity provider's user once signed in (email, name, picture…), else null. */
export const authUser = signal<IdentityProviderUser | null>(null);

/** The identity provider has a session for this browser. */
export const isAuthenticated = signal(false);

/** True until the app knows whether the visitor is signed in (SDK loaded, cache or callback read). */
export const isAuthLoading = signal(true);

/** `GET /auth/@me` succeeded: the token is published and the user exists on the server. */
export const isSessionReady = signal(false);

/** The user has a linked bank item (signin data), remembered across visits in local storage. */
export const hasItem = signal(readStoredHasItem());

/** The spec's "Signin failed. Please try again." once the session could not start, else null. */
export const signinError = signal<string | null>(null);

/** A logout is under way: nothing may start a new sign-in while the browser leaves for the provider. */
export const isLoggingOut = signal(false);

/** The signin data's `has_item`, in the signal and in local storage. */
export function rememberHasItem(value: boolean): void {
  hasItem.value = value;
  try {
    localStorage.setItem(LOCAL_STORAGE_KEYS.hasItem, String(value));
  } catch {
    // Storage can be unavailable (private mode, quota); the signal still holds the value.
  }
}

/** Resets the has-item flag, in the signal and in local storage (on a successful logout). */
export function forgetHasItem(): void {
  hasItem.value = false;
  try {
    localStorage.removeItem(LOCAL_STORAGE_KEYS.hasItem);
  } catch {
    // As above.
  }
}

/** Every session signal back to "signed out" (the access token included). */
export function resetSession(): void {
  accessToken.value = null;
  authUser.value = null;
  isAuthenticated.value = false;
  isAuthLoading.value = false;
  isSessionReady.value = false;
  hasItem.value = false;
  signinError.value = null;
}
