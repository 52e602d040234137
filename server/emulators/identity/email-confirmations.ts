import { randomBytes } from 'node:crypto';

/** How long a confirmation link works. */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60_000;

interface Pending {
  accountId: string;
  /** The sign-in (oidc-provider interaction) the link finishes, when the same browser opens it. */
  uid: string;
  expiresAt: number;
}

/**
 * The links that confirm an account's email: each single use, for one account and the sign-in it
 * was sent from. In memory (a restart voids them; signing in sends a fresh one).
 */
export class EmailConfirmations {
  readonly #pending = new Map<string, Pending>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(accountId: string, uid: string): string {
    const at = this.now();
    for (const [token, pending] of this.#pending) if (pending.expiresAt <= at) this.#pending.delete(token);
    const token = randomBytes(32).toString('base64url');
    this.#pending.set(token, { accountId, uid, expiresAt: at + CONFIRMATION_TTL_MS });
    return token;
  }

  /** The confirmation behind a token, once; undefined when unknown, used or expired. */
  redeem(token: string): Omit<Pending, 'expiresAt'> | undefined {
    const pending = this.#pending.get(token);
    this.#pending.delete(token);
    return pending && pending.expiresAt > this.now() ? { accountId: pending.accountId, uid: pending.uid } : undefined;
  }
}
