import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/** Write-temp-then-rename, so a crash never leaves a half-written file behind. */
export async function writeFileAtomic(file: string, contents: string): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, contents, { mode: 0o600 });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

export function readJsonFile<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export function ensureDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * Serialises writes of one file: callers that ask while a write is queued share it, and
 * the snapshot is taken when the write starts, so it holds every change made before.
 */
export class FilePersister {
  #current: Promise<void> = Promise.resolve();
  #next: Promise<void> | null = null;

  constructor(
    readonly file: string,
    private readonly snapshot: () => unknown,
  ) {}

  persist(): Promise<void> {
    if (this.#next) return this.#next;
    const next = this.#current.then(() => {
      this.#next = null;
      return writeFileAtomic(this.file, `${JSON.stringify(this.snapshot(), null, 2)}\n`);
    });
    this.#next = next;
    this.#current = next.catch(() => undefined);
    return next;
  }

  /** Resolves once every requested write has finished. */
  flush(): Promise<void> {
    return this.#current;
  }
}

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; absent for entries that do not expire. */
  expiresAt?: number;
}

interface OidcStoreFile {
  version: 1;
  models: Record<string, Record<string, Entry>>;
}

/** Models whose entries belong to a grant, so revoking the grant removes them. */
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest', 'PreAuthorizedCode']);

/**
 * oidc-provider's state (sessions, interactions, grants, codes, refresh tokens) in one JSON
 * file, so a restart keeps people signed in. Small by nature: a local emulator's users.
 */
export class OidcFileStore {
  readonly #models = new Map<string, Map<string, Entry>>();
  readonly #persister: FilePersister;

  constructor(file: string) {
    const stored = readJsonFile<OidcStoreFile>(file);
    const now = Date.now();
    for (const [model, entries] of Object.entries(stored?.models ?? {})) {
      const map = new Map<string, Entry>();
      for (const [id, entry] of Object.entries(entries)) {
        if (entry.expiresAt === undefined || entry.expiresAt > now) map.set(id, entry);
      }
      this.#models.set(model, map);
    }
    this.#persister = new FilePersister(file, () => this.#snapshot());
  }

  #snapshot(): OidcStoreFile {
    const now = Date.now();
    const models: OidcStoreFile['models'] = {};
    for (const [model, entries] of this.#models) {
      const live: Record<string, Entry> = {};
      for (const [id, entry] of entries) {
        if (entry.expiresAt === undefined || entry.expiresAt > now) live[id] = entry;
        else entries.delete(id);
      }
      if (Object.keys(live).length > 0) models[model] = live;
    }
    return { version: 1, models };
  }

  #entries(model: string): Map<string, Entry> {
    let entries = this.#models.get(model);
    if (!entries) {
      entries = new Map();
      this.#models.set(model, entries);
    }
    return entries;
  }

  #live(model: string, id: string): Entry | undefined {
    const entries = this.#entries(model);
    const entry = entries.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
      entries.delete(id);
      return undefined;
    }
    return entry;
  }

  flush(): Promise<void> {
    return this.#persister.flush();
  }

  /**
   * Auth0's "revoke refresh tokens" for one user and one client: their refresh tokens go, and
   * with them the grant (Auth0's "Refresh Token Revocation Deletes Grant"), so the next sign-in
   * through that client asks the person again. Answers how many refresh tokens went.
   */
  async revokeRefreshTokens(accountId: string, clientId: string): Promise<number> {
    let revoked = 0;
    const grantIds = new Set<string>();
    for (const [id, entry] of this.#entries('RefreshToken')) {
      if (entry.payload.accountId !== accountId || entry.payload.clientId !== clientId) continue;
      if (typeof entry.payload.grantId === 'string') grantIds.add(entry.payload.grantId);
      this.#entries('RefreshToken').delete(id);
      revoked += 1;
    }
    for (const [id, entry] of this.#entries('Grant')) {
      if (grantIds.has(id) || (entry.payload.accountId === accountId && entry.payload.clientId === clientId)) this.#entries('Grant').delete(id);
    }
    await this.#persister.persist();
    return revoked;
  }

  /** The adapter factory oidc-provider takes as `adapter`. */
  readonly adapter: AdapterFactory = (model: string): Adapter => {
    const find = async (id: string) => {
      const entry = this.#live(model, id);
      return entry ? structuredClone(entry.payload) : undefined;
    };
    const findBy = async (field: 'uid' | 'userCode', value: string) => {
      for (const [id] of this.#entries(model)) {
        const entry = this.#live(model, id);
        if (entry && entry.payload[field] === value) return structuredClone(entry.payload);
      }
      return undefined;
    };
    return {
      upsert: async (id, payload, expiresIn) => {
        const entry: Entry = { payload: structuredClone(payload) };
        if (typeof expiresIn === 'number') entry.expiresAt = Date.now() + expiresIn * 1000;
        this.#entries(model).set(id, entry);
        await this.#persister.persist();
      },
      find,
      findByUid: (uid) => findBy('uid', uid),
      findByUserCode: (userCode) => findBy('userCode', userCode),
      consume: async (id) => {
        const entry = this.#live(model, id);
        if (!entry) return;
        entry.payload.consumed = Math.floor(Date.now() / 1000);
        await this.#persister.persist();
      },
      destroy: async (id) => {
        if (this.#entries(model).delete(id)) await this.#persister.persist();
      },
      revokeByGrantId: async (grantId) => {
        if (!GRANTABLE.has(model)) return;
        const entries = this.#entries(model);
        let changed = false;
        for (const [id, entry] of entries) {
          if (entry.payload.grantId === grantId) {
            entries.delete(id);
            changed = true;
          }
        }
        if (changed) await this.#persister.persist();
      },
    };
  };
}

export function storePaths(dataDir: string) {
  return {
    keys: path.join(dataDir, 'keys.json'),
    users: path.join(dataDir, 'users.json'),
    oidc: path.join(dataDir, 'oidc.json'),
    outbox: path.join(dataDir, 'outbox'),
  };
}
