import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AccountFacts } from './banks.ts';
import type { MutationRecord } from './transactions.ts';
import type { WebhookKeyRecord } from './webhooks.ts';

/** An account of an item: its generated facts, the id Plaid gives it, and whether the app may see it. */
export interface AccountRecord extends AccountFacts {
  account_id: string;
  /**
   * Selected by the user in Link (or added by the sandbox helper): listed by /accounts/get.
   * Unshared accounts stay at the bank and are offered again in update mode with account selection.
   */
  shared: boolean;
  /** Accounts the bank opened after the item was created: their first day of activity (UTC day number). */
  opened_day?: number;
}

export type HistoryStage = 'not_ready' | 'initial' | 'historical';

export interface ItemRecord {
  item_id: string;
  /** Order of creation; seeds the item's account numbers. */
  index: number;
  institution_id: string;
  client_user_id: string | null;
  webhook: string | null;
  /** Products the item was created with (billed products). */
  products: string[];
  created_at: string;
  /** Minted by the first /item/public_token/exchange; update mode keeps it. */
  access_token: string | null;
  /** The sandbox username the item was linked with (user_good or user_mfa). */
  username: string;
  /** Set by /sandbox/item/reset_login; cleared by update mode in Link. */
  login_required: boolean;
  last_successful_update: string;
  /** When a refresh last failed (reset_login), until update mode repairs the item. */
  last_failed_update: string | null;
  accounts: AccountRecord[];
  /** Count of accounts added by the sandbox helper (names their seeded streams). */
  added_accounts: number;
  /** Changes appended to the item's transaction log by /sandbox/transactions/mutate, in order (seq 1, 2, ...). */
  mutations?: MutationRecord[];
  /** The emulated day up to which SYNC_UPDATES_AVAILABLE has been sent (UTC day number). */
  sync_notified_day?: number | null;
  /**
   * How much of a staged item's history /transactions/sync serves: `not_ready` (nothing yet),
   * `initial` (the last 30 days), `historical` (everything). Absent: everything (unstaged items).
   */
  history_stage?: HistoryStage;
  /** When a staged item's token was first exchanged (its stages are timed from then). */
  history_linked_at?: string | null;
  /** Item status `last_webhook`. */
  last_webhook?: { sent_at: string; code_sent: string } | null;
}

export interface LinkTokenRecord {
  link_token: string;
  created_at: string;
  expires_at: string;
  client_name: string;
  language: string;
  country_codes: string[];
  client_user_id: string;
  products: string[];
  /** `required_if_supported_products` and `optional_products`: billed when the institution has them. */
  optional_products: string[];
  webhook: string | null;
  redirect_uri: string | null;
  /** Update mode: the item Link repairs (from `access_token`). */
  item_id: string | null;
  account_selection_enabled: boolean;
  /** When a Link session finished with it; a link token serves one successful session. */
  used_at: string | null;
}

export interface PublicTokenRecord {
  public_token: string;
  item_id: string;
  created_at: string;
  expires_at: string;
  /** Exchanged (a public token is single-use). */
  used_at: string | null;
}

export interface PlaidState {
  version: 1;
  seed: number;
  next_item_index: number;
  items: Record<string, ItemRecord>;
  /** access token -> item id; removed items lose theirs. */
  access_tokens: Record<string, string>;
  link_tokens: Record<string, LinkTokenRecord>;
  public_tokens: Record<string, PublicTokenRecord>;
  /** Milliseconds /sandbox/clock/advance moved the emulator's clock ahead of the injected one. */
  clock_offset_ms?: number;
  /** The webhook signing key (ES256), created on first use. */
  webhook_key?: WebhookKeyRecord;
}

/** Plaid's token format: `[type]-[environment]-[uuid]`. */
export const newToken = (type: 'link' | 'public' | 'access') => `${type}-sandbox-${randomUUID()}`;

/** Plaid-like opaque ids (item_id, account_id): 37 characters of base62. */
export function newPlaidId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(37)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** Tokens that ended more than this long ago are dropped when the file is written. */
const TOKEN_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * The emulator's own state in one JSON file (`state.json` in its data directory), loaded at start
 * and rewritten atomically (temp file, then rename) after every change, so a restart keeps every
 * item and access token the product's database may point at.
 */
export class PlaidStore {
  readonly file: string;
  readonly state: PlaidState;

  constructor(
    dataDir: string,
    seed: number,
    private readonly now: () => Date,
  ) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    this.file = path.join(dataDir, 'state.json');
    const stored = existsSync(this.file) ? (JSON.parse(readFileSync(this.file, 'utf8')) as PlaidState) : null;
    if (stored && stored.version !== 1) throw new Error(`${this.file}: unsupported version ${String(stored.version)}`);
    this.state = stored ?? { version: 1, seed, next_item_index: 0, items: {}, access_tokens: {}, link_tokens: {}, public_tokens: {} };
  }

  save(): void {
    this.#prune();
    const temp = `${this.file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      writeFileSync(temp, `${JSON.stringify(this.state, null, 2)}\n`, { mode: 0o600 });
      renameSync(temp, this.file);
    } catch (error) {
      rmSync(temp, { force: true });
      throw error;
    }
  }

  #prune(): void {
    const cutoff = this.now().getTime() - TOKEN_RETENTION_MS;
    for (const [token, record] of Object.entries(this.state.link_tokens)) {
      if (Date.parse(record.expires_at) < cutoff) delete this.state.link_tokens[token];
    }
    for (const [token, record] of Object.entries(this.state.public_tokens)) {
      if (Date.parse(record.expires_at) < cutoff) delete this.state.public_tokens[token];
    }
  }
}
