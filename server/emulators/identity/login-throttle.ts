/**
 * Failed sign-ins, per account (the typed email, known or not: the throttle must not tell them
 * apart) and per client IP, with growing delays: after a few free failures, each further failure
 * locks that key for twice as long as the last (1 s, 2 s, 4 s … up to 15 min). While a key is
 * locked, attempts are refused before any password is checked, so a guessing run costs the
 * provider almost nothing. In memory: enough for a local stand-in (Auth0 does this itself).
 */
export const LOGIN_THROTTLE = {
  /** Failures per account before delays begin. */
  accountFreeFailures: 5,
  /** Failures per IP before delays begin (several people may share one address). */
  ipFreeFailures: 20,
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  /** A key's failures are forgotten this long after its last one. */
  forgetAfterMs: 60 * 60_000,
  /** At most this many keys are tracked; the stalest go first. */
  maxKeys: 10_000,
} as const;

interface Failures {
  count: number;
  lastFailureAt: number;
  lockedUntil: number;
}

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class LoginThrottle {
  readonly #keys = new Map<string, Failures>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether an attempt for this account from this IP may be checked now. */
  check(account: string, ip: string): ThrottleVerdict {
    const at = this.now();
    const lockedUntil = Math.max(this.#entry(`account:${account}`, at)?.lockedUntil ?? 0, this.#entry(`ip:${ip}`, at)?.lockedUntil ?? 0);
    return lockedUntil > at ? { allowed: false, retryAfterSeconds: Math.ceil((lockedUntil - at) / 1000) } : { allowed: true };
  }

  failed(account: string, ip: string): void {
    this.#fail(`account:${account}`, LOGIN_THROTTLE.accountFreeFailures);
    this.#fail(`ip:${ip}`, LOGIN_THROTTLE.ipFreeFailures);
  }

  /** The account's own count starts again; the IP's does not (one good account must not unlock guessing at others). */
  succeeded(account: string): void {
    this.#keys.delete(`account:${account}`);
  }

  #entry(key: string, at: number): Failures | undefined {
    const entry = this.#keys.get(key);
    if (entry && at - entry.lastFailureAt > LOGIN_THROTTLE.forgetAfterMs) {
      this.#keys.delete(key);
      return undefined;
    }
    return entry;
  }

  #fail(key: string, freeFailures: number): void {
    const at = this.now();
    const entry = this.#entry(key, at) ?? { count: 0, lastFailureAt: at, lockedUntil: 0 };
    entry.count += 1;
    entry.lastFailureAt = at;
    const excess = entry.count - freeFailures;
    if (excess > 0) entry.lockedUntil = at + Math.min(LOGIN_THROTTLE.firstDelayMs * 2 ** (excess - 1), LOGIN_THROTTLE.maxDelayMs);
    // Re-inserted, so the map's order is by last failure and the stalest key is the first.
    this.#keys.delete(key);
    this.#keys.set(key, entry);
    for (const stalest of this.#keys.keys()) {
      if (this.#keys.size <= LOGIN_THROTTLE.maxKeys) break;
      this.#keys.delete(stalest);
    }
  }
}
