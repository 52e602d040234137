import { randomUUID, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_KINDS,
  ADDED_ACCOUNT_NAMES,
  accountFacts,
  itemAccountFacts,
  kindOf,
  type AccountFacts,
  type InstitutionProfile,
} from './banks.ts';
import {
  invalidAccessToken,
  invalidAccountId,
  invalidApiKeys,
  invalidCredentials,
  invalidField,
  invalidInstitution,
  invalidLinkToken,
  invalidMfa,
  invalidProduct,
  invalidPublicToken,
  itemLoginRequired,
  missingFields,
} from './errors.ts';
import { linkMetadataAccount, renderAccount, renderInstitution, renderItem, renderItemStatus } from './objects.ts';
import { newPlaidId, newToken, type AccountRecord, type ItemRecord, type LinkTokenRecord, type PlaidStore } from './store.ts';

export const LINK_TOKEN_TTL_MS = 4 * 60 * 60 * 1000;
export const PUBLIC_TOKEN_TTL_MS = 30 * 60 * 1000;

/** Sandbox credentials, as Plaid's Sandbox has them. */
export const SANDBOX_USERNAME = 'user_good';
export const SANDBOX_MFA_USERNAME = 'user_mfa';
export const SANDBOX_PASSWORD = 'pass_good';
export const SANDBOX_MFA_CODE = '1234';

/** Products /link/token/create accepts (Plaid's list, less the ones it rejects there such as `balance`). */
const LINK_PRODUCTS = new Set([
  'assets', 'auth', 'beacon', 'employment', 'identity', 'income_verification', 'identity_verification', 'investments',
  'investments_auth', 'liabilities', 'payment_initiation', 'standing_orders', 'signal', 'statements', 'transactions',
  'transfer', 'cra_base_report', 'cra_income_insights', 'cra_partner_insights', 'layer', 'protect_linked_bank',
]);
const LANGUAGES = new Set(['da', 'nl', 'en', 'et', 'fr', 'de', 'hi', 'it', 'ja', 'lv', 'lt', 'no', 'pl', 'pt', 'ro', 'es', 'sv', 'vi', 'zh']);
const COUNTRY_CODES = new Set(['US', 'GB', 'ES', 'NL', 'FR', 'IE', 'CA', 'DE', 'IT', 'PL', 'DK', 'NO', 'SE', 'EE', 'LT', 'LV', 'PT', 'BE', 'AT', 'FI']);

type Body = Record<string, unknown>;

/** Request body checks with Plaid's errors: MISSING_FIELDS for absent fields, INVALID_FIELD naming a bad one. */
export function requireFields(body: Body, fields: string[]): void {
  const missing = fields.filter((field) => body[field] === undefined || body[field] === null);
  if (missing.length > 0) throw missingFields(missing);
}

export function stringField(body: Body, field: string, label = field): string {
  const value = body[field];
  if (value === undefined || value === null) throw missingFields([label]);
  if (typeof value !== 'string' || value.trim() === '') throw invalidField(`${label} must be a non-empty string`);
  return value;
}

export function optionalString(body: Body, field: string, label = field): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalidField(`${label} must be a string`);
  return value;
}

export function optionalObject(body: Body, field: string, label = field): Body | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidField(`${label} must be an object`);
  return value as Body;
}

export function optionalBoolean(body: Body, field: string, label = field): boolean | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'boolean') throw invalidField(`${label} must be a boolean`);
  return value;
}

export function stringArray(body: Body, field: string): string[] | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw invalidField(`${field} must be an array of strings`);
  return value as string[];
}

export function url(value: string | null, field: string): string | null {
  if (value === null || value === '') return null;
  try {
    const parsed = new URL(value);
    if (!/^https?:$/.test(parsed.protocol)) throw new Error('protocol');
    return value;
  } catch {
    throw invalidField(`${field} must be a valid URL`);
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What the widget shows for one account on its account-selection step. */
export interface LinkAccountChoice {
  id: string;
  name: string;
  mask: string;
  type: string;
  subtype: string;
  balance: number;
  selected: boolean;
  /** In update mode: at the bank but not shared with the app yet. */
  new: boolean;
}

export type LinkStepResult =
  | { status: 'mfa_required'; mfa_type: 'code' }
  | { status: 'select_accounts'; selection_enabled: boolean; accounts: LinkAccountChoice[] };

export interface LinkSuccess {
  public_token: string;
  metadata: {
    institution: { name: string; institution_id: string };
    accounts: ReturnType<typeof linkMetadataAccount>[];
    link_session_id: string;
    transfer_status: null;
    public_token: string;
  };
}

interface LinkSession {
  id: string;
  linkToken: string;
  createdAt: number;
  institutionId: string | null;
  stage: 'credentials' | 'mfa' | 'accounts' | 'done';
  username: string | null;
  result: LinkSuccess | null;
}

/** What the rest of the emulator (webhooks, transactions) hears about items. */
export interface ItemEvents {
  /** An item's access token was minted (its history is ready). */
  linked(item: ItemRecord): void;
  /** /sandbox/item/reset_login broke the item. */
  loginRequired(item: ItemRecord): void;
  /** Link's update mode repaired a broken item. */
  loginRepaired(item: ItemRecord): void;
  /** The bank has accounts the app may not see yet (update mode with account selection). */
  newAccountsAvailable(item: ItemRecord): void;
  /** The set of shared accounts changed: sync has something new. */
  accountsChanged(item: ItemRecord): void;
  removed(item: ItemRecord): void;
}

export interface EngineOptions {
  clientId: string;
  secret: string;
  now: () => Date;
  events?: ItemEvents;
}

/**
 * The Plaid emulator's behaviour, independent of HTTP: API operations (each returns the response
 * body without `request_id`), the sandbox helpers, and the Link sessions the widget drives.
 */
export class PlaidEngine {
  readonly #sessions = new Map<string, LinkSession>();
  readonly #institutions: Map<string, InstitutionProfile>;
  #events: ItemEvents | null;

  constructor(
    private readonly store: PlaidStore,
    readonly institutions: readonly InstitutionProfile[],
    private readonly options: EngineOptions,
  ) {
    this.#institutions = new Map(institutions.map((i) => [i.institution_id, i]));
    this.#events = options.events ?? null;
  }

  /** Who hears about item changes (the transactions and webhooks side). */
  listen(events: ItemEvents): void {
    this.#events = events;
  }

  get seed(): number {
    return this.store.state.seed;
  }

  #now(): Date {
    return this.options.now();
  }

  /** client_id and secret from the body, else from the PLAID-CLIENT-ID / PLAID-SECRET headers. */
  authenticate(body: Body, headers: Record<string, string | string[] | undefined>): void {
    const header = (name: string) => {
      const value = headers[name];
      return typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined;
    };
    const clientId = typeof body.client_id === 'string' ? body.client_id : header('plaid-client-id');
    const secret = typeof body.secret === 'string' ? body.secret : header('plaid-secret');
    const missing = [clientId ? null : 'client_id', secret ? null : 'secret'].filter((f): f is string => f !== null);
    if (missing.length > 0) throw missingFields(missing);
    if (!sameSecret(clientId!, this.options.clientId) || !sameSecret(secret!, this.options.secret)) throw invalidApiKeys();
  }

  institution(id: string): InstitutionProfile | undefined {
    return this.#institutions.get(id);
  }

  /** The item an access token names (INVALID_ACCESS_TOKEN otherwise). */
  itemForAccessToken(accessToken: unknown): ItemRecord {
    if (accessToken === undefined || accessToken === null) throw missingFields(['access_token']);
    if (typeof accessToken !== 'string') throw invalidField('access_token must be a non-empty string');
    const itemId = this.store.state.access_tokens[accessToken];
    const item = itemId ? this.store.state.items[itemId] : undefined;
    if (!item) throw invalidAccessToken();
    return item;
  }

  // ---- /link/token/create

  createLinkToken(body: Body) {
    requireFields(body, ['client_name', 'language', 'country_codes', 'user']);
    const clientName = stringField(body, 'client_name');
    const language = stringField(body, 'language');
    if (!LANGUAGES.has(language)) throw invalidField(`language must be one of: ${[...LANGUAGES].join(', ')}`);
    const countryCodes = stringArray(body, 'country_codes')!;
    if (countryCodes.length === 0) throw invalidField('country_codes must contain at least one country code');
    const badCountry = countryCodes.find((c) => !COUNTRY_CODES.has(c));
    if (badCountry) throw invalidField(`country_codes contains an unsupported country code: ${badCountry}`);
    const user = optionalObject(body, 'user')!;
    const clientUserId = user.client_user_id;
    if (typeof clientUserId !== 'string' || clientUserId.trim() === '') throw invalidField('user.client_user_id must be a non-empty string');

    const products = stringArray(body, 'products') ?? [];
    const optionalProducts = [...(stringArray(body, 'required_if_supported_products') ?? []), ...(stringArray(body, 'optional_products') ?? [])];
    stringArray(body, 'additional_consented_products');
    const unknown = [...products, ...optionalProducts].filter((p) => !LINK_PRODUCTS.has(p));
    if (unknown.length > 0) throw invalidProduct(unknown);
    const webhook = url(optionalString(body, 'webhook'), 'webhook');
    const redirectUri = url(optionalString(body, 'redirect_uri'), 'redirect_uri');
    const update = optionalObject(body, 'update');
    const accountSelection = update ? optionalBoolean(update, 'account_selection_enabled', 'update.account_selection_enabled') : null;

    const accessToken = body.access_token;
    let itemId: string | null = null;
    if (accessToken !== undefined && accessToken !== null) {
      itemId = this.itemForAccessToken(accessToken).item_id;
    } else if (products.length === 0) {
      throw invalidField('products must contain at least one product unless access_token is provided (update mode)');
    }

    const now = this.#now();
    const record: LinkTokenRecord = {
      link_token: newToken('link'),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LINK_TOKEN_TTL_MS).toISOString(),
      client_name: clientName,
      language,
      country_codes: countryCodes,
      client_user_id: clientUserId,
      products,
      optional_products: optionalProducts.filter((p) => !products.includes(p)),
      webhook,
      redirect_uri: redirectUri,
      item_id: itemId,
      account_selection_enabled: itemId !== null && accountSelection === true,
      used_at: null,
    };
    this.store.state.link_tokens[record.link_token] = record;
    this.store.save();
    return { link_token: record.link_token, expiration: record.expires_at };
  }

  // ---- /item/public_token/exchange

  exchangePublicToken(body: Body) {
    const publicToken = stringField(body, 'public_token');
    const record = this.store.state.public_tokens[publicToken];
    const now = this.#now();
    if (!record || record.used_at !== null || Date.parse(record.expires_at) <= now.getTime()) throw invalidPublicToken();
    const item = this.store.state.items[record.item_id];
    if (!item) throw invalidPublicToken();
    record.used_at = now.toISOString();
    const first = !item.access_token;
    if (!item.access_token) {
      item.access_token = newToken('access');
      this.store.state.access_tokens[item.access_token] = item.item_id;
    }
    this.store.save();
    if (first) this.#events?.linked(item);
    return { access_token: item.access_token, item_id: item.item_id };
  }

  // ---- /item/get, /item/remove

  getItem(body: Body, requestId: string) {
    const item = this.itemForAccessToken(body.access_token);
    return { item: renderItem(item, this.institution(item.institution_id), requestId, true), status: renderItemStatus(item) };
  }

  removeItem(body: Body) {
    const item = this.itemForAccessToken(body.access_token);
    const state = this.store.state;
    delete state.items[item.item_id];
    for (const [token, itemId] of Object.entries(state.access_tokens)) if (itemId === item.item_id) delete state.access_tokens[token];
    for (const [token, record] of Object.entries(state.public_tokens)) if (record.item_id === item.item_id) delete state.public_tokens[token];
    for (const [token, record] of Object.entries(state.link_tokens)) if (record.item_id === item.item_id) delete state.link_tokens[token];
    this.store.save();
    this.#events?.removed(item);
    return {};
  }

  // ---- /institutions/get_by_id

  getInstitutionById(body: Body) {
    requireFields(body, ['institution_id', 'country_codes']);
    const id = stringField(body, 'institution_id');
    const countryCodes = stringArray(body, 'country_codes')!;
    if (countryCodes.length === 0) throw invalidField('country_codes must contain at least one country code');
    const institution = this.institution(id);
    if (!institution || !countryCodes.some((c) => institution.country_codes.includes(c as 'US'))) throw invalidInstitution();
    return { institution: renderInstitution(institution) };
  }

  // ---- /accounts/get

  getAccounts(body: Body, requestId: string) {
    const item = this.itemForAccessToken(body.access_token);
    if (item.login_required) throw itemLoginRequired();
    const options = optionalObject(body, 'options');
    const wanted = options ? stringArray(options, 'account_ids') : null;
    let accounts = item.accounts.filter((a) => a.shared);
    if (wanted) {
      if (wanted.some((id) => !accounts.some((a) => a.account_id === id))) throw invalidAccountId();
      accounts = accounts.filter((a) => wanted.includes(a.account_id));
    }
    return { accounts: accounts.map(renderAccount), item: renderItem(item, this.institution(item.institution_id), requestId) };
  }

  // ---- sandbox helpers

  /** Plaid's /sandbox/public_token/create: an item without Link (all accounts shared). */
  sandboxPublicTokenCreate(body: Body) {
    requireFields(body, ['institution_id', 'initial_products']);
    const institution = this.institution(stringField(body, 'institution_id'));
    if (!institution) throw invalidInstitution();
    const products = stringArray(body, 'initial_products')!;
    if (products.length === 0) throw invalidField('initial_products must contain at least one product');
    const unknown = products.filter((p) => !LINK_PRODUCTS.has(p));
    if (unknown.length > 0) throw invalidProduct(unknown);
    const options = optionalObject(body, 'options') ?? {};
    const username = optionalString(options, 'override_username', 'options.override_username') ?? SANDBOX_USERNAME;
    const password = optionalString(options, 'override_password', 'options.override_password') ?? SANDBOX_PASSWORD;
    if (!this.#credentialsValid(username, password)) throw invalidCredentials();
    const webhook = url(optionalString(options, 'webhook', 'options.webhook'), 'options.webhook');
    const facts = itemAccountFacts(this.seed, institution, this.store.state.next_item_index);
    const item = this.#createItem(institution, username, products, webhook, null, facts.map((f) => f.key));
    const publicToken = this.#issuePublicToken(item.item_id);
    this.store.save();
    return { public_token: publicToken };
  }

  /** Plaid's /sandbox/item/reset_login: the item needs its user to log in again (update mode). */
  resetLogin(body: Body) {
    this.#requireLogin(this.itemForAccessToken(body.access_token));
    return { reset_login: true };
  }

  /** The item needs its user to log in again; its webhook says so. */
  #requireLogin(item: ItemRecord) {
    item.login_required = true;
    item.last_failed_update = this.#now().toISOString();
    this.store.save();
    this.#events?.loginRequired(item);
  }

  /**
   * Ours: reset_login for the item holding `account_id`, for callers that never see the access
   * token (end-to-end tests drive the product, which keeps its tokens sealed on the server).
   */
  resetLoginForAccount(body: Body) {
    requireFields(body, ['account_id']);
    const accountId = stringField(body, 'account_id');
    const item = Object.values(this.store.state.items).find((candidate) => candidate.accounts.some((account) => account.account_id === accountId));
    if (!item) throw invalidAccountId();
    this.#requireLogin(item);
    return { reset_login: true, item_id: item.item_id };
  }

  /**
   * Ours: the bank opens an account on the item. Shared with the app at once (`shared`, default
   * true), or only offered for selection in update mode (`shared: false`, like Plaid's
   * NEW_ACCOUNTS_AVAILABLE).
   */
  addAccount(body: Body) {
    const item = this.itemForAccessToken(body.access_token);
    const type = stringField(body, 'type');
    const subtype = optionalString(body, 'subtype');
    const kind = kindOf(type, subtype);
    if (!kind) {
      const known = Object.values(ACCOUNT_KINDS).map((k) => `${k.type}/${k.subtype}`).join(', ');
      throw invalidField(`type and subtype must be one of: ${known}`);
    }
    const name = optionalString(body, 'name')?.trim() || ADDED_ACCOUNT_NAMES[kind];
    const institution = this.institution(item.institution_id)!;
    const officialName = optionalString(body, 'official_name') ?? `${institution.name} ${name}`;
    const shared = optionalBoolean(body, 'shared') ?? true;
    item.added_accounts += 1;
    const facts = accountFacts(this.seed, item.institution_id, item.index, { key: `added-${item.added_accounts}`, kind, name, officialName });
    const account: AccountRecord = { ...facts, account_id: newPlaidId(), shared, opened_day: Math.floor(this.#now().getTime() / 86_400_000) };
    item.accounts.push(account);
    this.store.save();
    if (shared) this.#events?.accountsChanged(item);
    else this.#events?.newAccountsAvailable(item);
    return { account: renderAccount(account), item_id: item.item_id };
  }

  /** Ours: the bank closes an account; it leaves the item (and /accounts/get) for good. */
  removeAccount(body: Body) {
    const item = this.itemForAccessToken(body.access_token);
    const accountId = stringField(body, 'account_id');
    const index = item.accounts.findIndex((a) => a.account_id === accountId);
    if (index === -1) throw invalidAccountId();
    item.accounts.splice(index, 1);
    this.store.save();
    this.#events?.accountsChanged(item);
    return { removed: true, account_id: accountId, item_id: item.item_id };
  }

  // ---- Link sessions (the widget's internal endpoints)

  #linkToken(token: unknown): LinkTokenRecord {
    if (typeof token !== 'string' || token === '') throw invalidLinkToken();
    const record = this.store.state.link_tokens[token];
    if (!record || record.used_at !== null || Date.parse(record.expires_at) <= this.#now().getTime()) throw invalidLinkToken();
    if (record.item_id !== null && !this.store.state.items[record.item_id]) throw invalidLinkToken();
    return record;
  }

  #session(record: LinkTokenRecord, sessionId: unknown, stage: LinkSession['stage']): LinkSession {
    const session = typeof sessionId === 'string' ? this.#sessions.get(sessionId) : undefined;
    if (!session || session.linkToken !== record.link_token) throw invalidField('link_session_id does not match an open Link session');
    if (session.stage !== stage) throw invalidField(`the Link session is not waiting for ${stage === 'accounts' ? 'account selection' : stage}`);
    return session;
  }

  #pruneSessions(): void {
    const cutoff = Date.now() - LINK_TOKEN_TTL_MS;
    for (const [id, session] of this.#sessions) if (session.createdAt < cutoff) this.#sessions.delete(id);
  }

  /** Opens a Link session for a link token (one per `Plaid.create`; the token is spent on success). */
  startLinkSession(body: Body) {
    const record = this.#linkToken(body.link_token);
    this.#pruneSessions();
    const item = record.item_id ? this.store.state.items[record.item_id]! : null;
    const session: LinkSession = {
      id: randomUUID(),
      linkToken: record.link_token,
      createdAt: Date.now(),
      institutionId: item?.institution_id ?? null,
      stage: 'credentials',
      username: null,
      result: null,
    };
    this.#sessions.set(session.id, session);
    const institution = item ? this.institution(item.institution_id) : undefined;
    return {
      link_session_id: session.id,
      client_name: record.client_name,
      mode: item ? ('update' as const) : ('create' as const),
      account_selection_enabled: record.account_selection_enabled,
      expiration: record.expires_at,
      institution: institution ? { institution_id: institution.institution_id, name: institution.name } : null,
      institutions: item
        ? []
        : this.institutions.filter((i) => i.listedInLink).map((i) => ({ institution_id: i.institution_id, name: i.name, url: i.url, primary_color: i.primary_color })),
    };
  }

  #credentialsValid(username: string, password: string): boolean {
    return (username === SANDBOX_USERNAME || username === SANDBOX_MFA_USERNAME) && password === SANDBOX_PASSWORD;
  }

  submitCredentials(body: Body): LinkStepResult {
    const record = this.#linkToken(body.link_token);
    const session = this.#session(record, body.link_session_id, 'credentials');
    if (record.item_id === null) {
      const institution = this.institution(stringField(body, 'institution_id'));
      if (!institution) throw invalidInstitution();
      session.institutionId = institution.institution_id;
    }
    const username = typeof body.username === 'string' ? body.username.trim() : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (!this.#credentialsValid(username, password)) throw invalidCredentials();
    session.username = username;
    if (username === SANDBOX_MFA_USERNAME) {
      session.stage = 'mfa';
      return { status: 'mfa_required', mfa_type: 'code' };
    }
    session.stage = 'accounts';
    return this.#accountChoices(record, session);
  }

  submitMfa(body: Body): LinkStepResult {
    const record = this.#linkToken(body.link_token);
    const session = this.#session(record, body.link_session_id, 'mfa');
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    if (code !== SANDBOX_MFA_CODE) throw invalidMfa();
    session.stage = 'accounts';
    return this.#accountChoices(record, session);
  }

  #accountChoices(record: LinkTokenRecord, session: LinkSession): LinkStepResult {
    if (record.item_id === null) {
      const institution = this.institution(session.institutionId!)!;
      const facts = itemAccountFacts(this.seed, institution, this.store.state.next_item_index);
      return { status: 'select_accounts', selection_enabled: true, accounts: facts.map((f) => choice(f, f.key, true, false)) };
    }
    const item = this.store.state.items[record.item_id]!;
    const selectable = record.account_selection_enabled;
    const accounts = item.accounts.filter((a) => a.shared || selectable).map((a) => choice(a, a.account_id, a.shared, !a.shared));
    return { status: 'select_accounts', selection_enabled: selectable, accounts };
  }

  /** The user confirmed the accounts: creates (or repairs) the item and issues a public token. */
  completeLinkSession(body: Body): LinkSuccess {
    const record = this.#linkToken(body.link_token);
    const session = this.#session(record, body.link_session_id, 'accounts');
    const selected = stringArray(body, 'account_ids') ?? [];
    const now = this.#now().toISOString();
    let item: ItemRecord;
    let repaired = false;
    let sharesChanged = false;
    if (record.item_id === null) {
      const institution = this.institution(session.institutionId!)!;
      const facts = itemAccountFacts(this.seed, institution, this.store.state.next_item_index);
      const keys = facts.map((f) => f.key).filter((key) => selected.includes(key));
      if (keys.length === 0) throw invalidField('account_ids must select at least one account');
      const supported = (record.optional_products ?? []).filter((p) => institution.products.includes(p));
      item = this.#createItem(institution, session.username!, [...record.products, ...supported], record.webhook, record.client_user_id, keys);
    } else {
      item = this.store.state.items[record.item_id]!;
      const sharedBefore = item.accounts.filter((a) => a.shared).map((a) => a.account_id).join();
      if (record.account_selection_enabled) {
        if (!item.accounts.some((a) => selected.includes(a.account_id))) throw invalidField('account_ids must select at least one account');
        for (const account of item.accounts) account.shared = selected.includes(account.account_id);
      }
      repaired = item.login_required;
      sharesChanged = sharedBefore !== item.accounts.filter((a) => a.shared).map((a) => a.account_id).join();
      item.login_required = false;
      item.last_failed_update = null;
      item.last_successful_update = now;
    }
    const publicToken = this.#issuePublicToken(item.item_id);
    record.used_at = now;
    session.stage = 'done';
    const institution = this.institution(item.institution_id)!;
    session.result = {
      public_token: publicToken,
      metadata: {
        institution: { name: institution.name, institution_id: institution.institution_id },
        accounts: item.accounts.filter((a) => a.shared).map(linkMetadataAccount),
        link_session_id: session.id,
        transfer_status: null,
        public_token: publicToken,
      },
    };
    this.store.save();
    if (repaired) this.#events?.loginRepaired(item);
    if (sharesChanged) this.#events?.accountsChanged(item);
    return session.result;
  }

  #createItem(
    institution: InstitutionProfile,
    username: string,
    products: string[],
    webhook: string | null,
    clientUserId: string | null,
    sharedKeys: string[],
  ): ItemRecord {
    const state = this.store.state;
    const index = state.next_item_index;
    state.next_item_index += 1;
    const now = this.#now().toISOString();
    const item: ItemRecord = {
      item_id: newPlaidId(),
      index,
      institution_id: institution.institution_id,
      client_user_id: clientUserId,
      webhook,
      products: [...products],
      created_at: now,
      access_token: null,
      username,
      login_required: false,
      last_successful_update: now,
      last_failed_update: null,
      accounts: itemAccountFacts(this.seed, institution, index).map((facts) => ({
        ...facts,
        account_id: newPlaidId(),
        shared: sharedKeys.includes(facts.key),
      })),
      added_accounts: 0,
    };
    state.items[item.item_id] = item;
    return item;
  }

  #issuePublicToken(itemId: string): string {
    const now = this.#now();
    const token = newToken('public');
    this.store.state.public_tokens[token] = {
      public_token: token,
      item_id: itemId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + PUBLIC_TOKEN_TTL_MS).toISOString(),
      used_at: null,
    };
    return token;
  }
}

function choice(facts: AccountFacts, id: string, selected: boolean, isNew: boolean): LinkAccountChoice {
  return { id, name: facts.name, mask: facts.mask, type: facts.type, subtype: facts.subtype, balance: facts.balances.current, selected, new: isNew };
}

