import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { FilePersister, readJsonFile } from './store.ts';

/** The seeded account shown on the sign-in page and in the README. */
export const DEMO_ACCOUNT = {
  email: 'demo@ledgerline.app',
  password: 'ledgerline-demo',
  name: 'Demo User',
} as const;

/** scrypt cost: N = 2^15, r = 8 (32 MiB per hash), p = 1. */
export const DEFAULT_SCRYPT_LOG_N = 15;
const SCRYPT_R = 8;
const SCRYPT_P = 1;
const KEY_LENGTH = 32;

export interface StoredUser {
  /** `auth0|<24 hex>`, the `sub` of every token issued for this user. */
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  /** `scrypt$<log2 N>$<r>$<p>$<salt b64url>$<hash b64url>`; never the password itself. */
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
}

/** The profile claims Auth0 puts in ID tokens and /userinfo. */
export interface ProfileClaims {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  nickname: string;
  picture: string;
  updated_at: string;
  [claim: string]: unknown;
}

interface UsersFile {
  version: 1;
  users: StoredUser[];
}

function scryptHash(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, logN = DEFAULT_SCRYPT_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptHash(password, salt, logN, SCRYPT_R, SCRYPT_P);
  return ['scrypt', logN, SCRYPT_R, SCRYPT_P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptHash(password, Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function profileClaims(user: StoredUser): ProfileClaims {
  const gravatar = createHash('md5').update(user.email).digest('hex');
  return {
    sub: user.id,
    email: user.email,
    email_verified: user.emailVerified,
    name: user.name,
    nickname: user.email.split('@')[0] ?? user.email,
    picture: `https://www.gravatar.com/avatar/${gravatar}?d=identicon`,
    updated_at: user.updatedAt,
  };
}

export class DuplicateEmailError extends Error {
  constructor() {
    super('An account with that email already exists.');
    this.name = 'DuplicateEmailError';
  }
}

export interface NewAccount {
  email: string;
  name: string;
  password: string;
  emailVerified?: boolean;
}

/** Unknown email and wrong password are one outcome: the caller must not learn which accounts exist. */
export type SignInResult = { ok: true; user: StoredUser } | { ok: false };

/** The emulator's own accounts, in `users.json`. */
export class UserStore {
  readonly #users = new Map<string, StoredUser>();
  readonly #persister: FilePersister;
  /** Checked when no account uses the email, so that answer costs the same scrypt run as a wrong password. */
  #dummyHash: Promise<string>;
  /** Passwords checked with scrypt so far (tests read it to see that unknown emails cost the same work). */
  passwordChecks = 0;
  /** Passwords hashed by sign-ups so far (tests read it to see that a known email costs the same work as a new one). */
  passwordHashes = 0;

  private constructor(
    file: string,
    private readonly scryptLogN: number,
  ) {
    for (const user of readJsonFile<UsersFile>(file)?.users ?? []) this.#users.set(user.id, user);
    this.#persister = new FilePersister(file, (): UsersFile => ({ version: 1, users: [...this.#users.values()] }));
    this.#dummyHash = hashPassword(randomBytes(16).toString('hex'), scryptLogN);
  }

  /** Opens the store and seeds the demo account the first time. */
  static async open(file: string, scryptLogN = DEFAULT_SCRYPT_LOG_N): Promise<UserStore> {
    const store = new UserStore(file, scryptLogN);
    if (!store.findByEmail(DEMO_ACCOUNT.email)) {
      await store.create({ ...DEMO_ACCOUNT, emailVerified: true });
    }
    return store;
  }

  findById(id: string): StoredUser | undefined {
    return this.#users.get(id);
  }

  findByEmail(email: string): StoredUser | undefined {
    const wanted = normalizeEmail(email);
    for (const user of this.#users.values()) if (user.email === wanted) return user;
    return undefined;
  }

  async create(input: NewAccount): Promise<StoredUser> {
    const result = await this.signUp(input);
    if ('existing' in result) throw new DuplicateEmailError();
    return result.created;
  }

  /**
   * A new account for the email, or, when an account already uses it, nothing but the same work
   * (the password hashed all the same), so that neither the answer nor its time tells them apart.
   */
  async signUp(input: NewAccount): Promise<{ created: StoredUser } | { existing: StoredUser }> {
    const email = normalizeEmail(input.email);
    this.passwordHashes += 1;
    const passwordHash = await hashPassword(input.password, this.scryptLogN);
    // Looked up after hashing: another sign-up may have finished meanwhile.
    const existing = this.findByEmail(email);
    if (existing) return { existing };
    const now = new Date().toISOString();
    const user: StoredUser = {
      id: `auth0|${randomBytes(12).toString('hex')}`,
      email,
      emailVerified: input.emailVerified ?? false,
      name: input.name.trim(),
      passwordHash,
      createdAt: now,
      updatedAt: now,
    };
    this.#users.set(user.id, user);
    await this.#persister.persist();
    return { created: user };
  }

  /** Marks the account's email confirmed (the link in its confirmation message was opened). */
  async confirmEmail(id: string): Promise<StoredUser | undefined> {
    const user = this.#users.get(id);
    if (!user || user.emailVerified) return user;
    user.emailVerified = true;
    user.updatedAt = new Date().toISOString();
    await this.#persister.persist();
    return user;
  }

  async signIn(email: string, password: string): Promise<SignInResult> {
    const user = this.findByEmail(email);
    this.passwordChecks += 1;
    const matches = await verifyPassword(password, user?.passwordHash ?? (await this.#dummyHash));
    return user && matches ? { ok: true, user } : { ok: false };
  }

  flush(): Promise<void> {
    return this.#persister.flush();
  }
}
