import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { ITEM_SYNC } from '../jobs/item-sync.ts';
import { JOBS_SCHEMA } from '../jobs/queue.ts';
import { ACCESS_STATUSES } from '../modules/subscription/index.ts';
import type { LinkedBankData } from '../vendors/index.ts';
import { DEMO_BANKS } from './demo-account.ts';

const WAIT_STEP_MS = 250;
const WAIT_LIMIT_MS = 60_000;

/**
 * The demo user, signed in: calls the product's API with the demo's bearer token (through
 * `inject`, so every request is verified and validated as the SPA's would be), and reaches the
 * vendors' sandbox helpers through their SDKs.
 */
export class DemoSession {
  constructor(
    private readonly deps: { app: FastifyInstance; db: Db; bankData: LinkedBankData; config: Config },
    private readonly accessToken: string,
    readonly userId: string,
  ) {}

  /** One call to our API as the demo; a non-200 answer is an error naming the call. */
  async call<T = unknown>(method: 'GET' | 'POST' | 'PUT', url: string, body?: URLSearchParams | object): Promise<T> {
    const form = body instanceof URLSearchParams;
    const response = await this.deps.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${this.accessToken}`, ...(body === undefined ? {} : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }) },
      ...(body === undefined ? {} : { payload: form ? body.toString() : JSON.stringify(body) }),
    });
    if (response.statusCode !== 200) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json() as T;
  }

  async hasSubscription(): Promise<boolean> {
    const status = await this.call<{ subscription: { status: string } | null }>('GET', '/api/subscription/status');
    return status.subscription !== null && (ACCESS_STATUSES as readonly string[]).includes(status.subscription.status);
  }

  /** The demo banks not linked yet (asks only once there is a subscription, as the API requires). */
  async missingBanks(): Promise<(typeof DEMO_BANKS)[number][]> {
    if (!(await this.hasSubscription())) return [...DEMO_BANKS];
    const { items } = await this.call<{ items: { institution_id: string }[] }>('GET', '/db_api/items/active');
    return DEMO_BANKS.filter((bank) => !items.some((item) => item.institution_id === bank.institutionId));
  }

  /**
   * Every linked bank has had its first import and no sync of it is queued or running: what Plaid's
   * webhooks after linking asked for is done, so nothing the seeding adds next (a budget) meets a
   * sync still to come (which would alert on it).
   */
  async banksSettled(): Promise<boolean> {
    const items = await this.deps.db.selectFrom('items').select(['id', 'transactions_cursor']).where('user_id', '=', this.userId).where('status', '=', 'active').where('source', '=', 'plaid').execute();
    if (items.length < DEMO_BANKS.length || items.some((item) => !item.transactions_cursor)) return false;
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(`${JOBS_SCHEMA}.job`)} where name = ${ITEM_SYNC} and singleton_key = any(${items.map((item) => item.id)}::text[]) and state in ('created', 'active')`.execute(this.deps.db);
    return rows[0]!.n === 0;
  }

  /** Plaid's `/sandbox/public_token/create`, with our webhook as Link would register it. */
  sandboxPublicToken(institutionId: string, products: ('transactions' | 'liabilities')[]): Promise<string> {
    return this.deps.bankData.sandboxPublicToken({ institutionId, products, webhook: `${this.deps.config.publicUrl}/api/webhooks/plaid` });
  }

  /** Waits until `check` holds: for what a vendor tells the product asynchronously (a webhook). */
  async waitFor(what: string, check: () => Promise<boolean>): Promise<void> {
    for (const deadline = Date.now() + WAIT_LIMIT_MS; Date.now() < deadline; await sleep(WAIT_STEP_MS)) {
      if (await check()) return;
    }
    throw new Error(`the demo waited ${WAIT_LIMIT_MS / 1000} s for ${what}`);
  }
}
