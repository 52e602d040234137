import { LINK_TOKEN_STORAGE_KEY } from '../config/storage';

/** Keeps the session's link token for the OAuth return (session storage: this tab only). */
export function rememberLinkToken(token: string): void {
  try {
    sessionStorage.setItem(LINK_TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage an OAuth return starts over; nothing else needs it.
  }
}

export function readRememberedLinkToken(): string | null {
  try {
    return sessionStorage.getItem(LINK_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function forgetLinkToken(): void {
  try {
    sessionStorage.removeItem(LINK_TOKEN_STORAGE_KEY);
  } catch {
    // As above.
  }
}
