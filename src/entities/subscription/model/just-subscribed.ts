import { SESSION_STORAGE_KEYS } from '@/shared/config';

/**
 * The just-subscribed flag in session storage: set as the user leaves for checkout and again on
 * the post-purchase page, so that page opens while the payment provider's webhook is on its way.
 */
export function hasJustSubscribedFlag(): boolean {
  try {
    return sessionStorage.getItem(SESSION_STORAGE_KEYS.justSubscribed) === 'true';
  } catch {
    return false;
  }
}

export function setJustSubscribedFlag(): void {
  try {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.justSubscribed, 'true');
  } catch {
    // Storage can be unavailable (private mode, quota); the route state still carries the flag.
  }
}

/** What the route guards put in (and read from) the history entry's state. */
export interface GuardRouteState {
  /** The user has just subscribed (set by the post-purchase page on its way on). */
  justSubscribed?: boolean;
  /** The path (with its query) a bank-link redirect came from, for Get Started to return to. */
  from?: string;
  /** Set by /getstarted-callback for /getstarted: the bank just linked through its OAuth page. */
  linkedInstitution?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The guard fields of a history state of any shape (another page's, or none). */
export function readGuardRouteState(state: unknown): GuardRouteState {
  if (!isRecord(state)) return {};
  const from = typeof state.from === 'string' && state.from.startsWith('/') && !state.from.startsWith('//') ? state.from : undefined;
  return {
    ...(state.justSubscribed === true ? { justSubscribed: true } : {}),
    ...(from ? { from } : {}),
    ...(typeof state.linkedInstitution === 'string' ? { linkedInstitution: state.linkedInstitution } : {}),
  };
}
