import { EventEmitter, once } from 'node:events';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { syncItem } from '../modules/accounts/index.ts';
import { unsealAccessToken } from '../modules/items/index.ts';
import { BankDataError, type BankData } from '../vendors/index.ts';
import { JOBS_SCHEMA, type JobQueue } from './queue.ts';

/** One job brings one linked item up to date with Plaid (accounts, balances, transactions, recurring streams). */
export const ITEM_SYNC = 'item-sync';

export interface ItemSyncData {
  itemId: string;
  /** What asked for it, for the logs. */
  reason: 'webhook' | 'linked' | 'metadata';
}

const RETRY_LIMIT = 5;
/** A sync still running after this long is failed and retried (a live worker renews its lease meanwhile). */
export const SYNC_TIME_LIMIT_MS = 300_000;

/**
 * The queue's policy 'short' keeps at most one queued (not yet started) job per singleton key,
 * the item: a burst of webhooks or metadata calls for one item collapses into one pending sync,
 * while a sync that is already running does not swallow news that arrived after it fetched.
 * A job is held by a lease its worker renews (`leased-workers.ts`), so a crashed worker's job is
 * retried within a minute.
 */
export async function createItemSyncQueue(queue: JobQueue): Promise<void> {
  const options = { name: ITEM_SYNC, policy: 'short' as const, retryLimit: RETRY_LIMIT, retryDelay: queue.retryDelaySeconds, retryBackoff: true, expireInSeconds: queue.leaseSeconds };
  await queue.boss.createQueue(ITEM_SYNC, options);
  await queue.boss.updateQueue(ITEM_SYNC, options);
}

/** Sync jobs finished in this process, so that waiters here need not poll for them. */
const settledHere = new EventEmitter().setMaxListeners(0);

/** Tells this process's waiters that one of its sync jobs was just completed or failed. */
export const announceSyncSettled = () => void settledHere.emit('settled');

export interface ItemSyncs {
  /** Queues a sync of the item unless one is already waiting to start. */
  request(itemId: string, reason: ItemSyncData['reason']): Promise<void>;
  /**
   * Resolves once no sync of these items is queued or running (a failed one waiting for its retry
   * does not count), or after `timeoutMs`, whichever comes first.
   */
  settled(itemIds: string[], timeoutMs: number): Promise<void>;
}

export function itemSyncs(queue: JobQueue, wakeWorker: () => void): ItemSyncs {
  const pending = async (itemIds: string[]) =>
    (
      await queue.query<{ n: number }>(
        `select count(*)::int as n from ${JOBS_SCHEMA}.job where name = $1 and singleton_key = any($2::text[]) and state in ('created', 'active')`,
        [ITEM_SYNC, itemIds],
      )
    )[0]!.n > 0;
  return {
    async request(itemId, reason) {
      await queue.boss.send(ITEM_SYNC, { itemId, reason } satisfies ItemSyncData, { singletonKey: itemId });
      wakeWorker();
    },
    async settled(itemIds, timeoutMs) {
      if (itemIds.length === 0) return;
      const deadline = Date.now() + timeoutMs;
      while ((await pending(itemIds)) && Date.now() < deadline) {
        // A job done here wakes us at once; one done by another process is seen at the next look.
        await once(settledHere, 'settled', { signal: AbortSignal.timeout(Math.min(200, Math.max(1, deadline - Date.now()))) }).catch(() => undefined);
      }
    },
  };
}

export interface ItemSyncWorkerDeps {
  config: Config;
  db: Db;
  bankData: BankData;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

/**
 * A sync that found another sync of the item had stored its cursor meanwhile wrote no
 * transactions (they were read from the old cursor); it reads again from the new one, this many
 * times at most before the queue retries it.
 */
const READS_PER_SYNC = 3;

/**
 * Runs one sync job. An item that needs the user to sign in again (recorded on it by the sync)
 * or that is gone completes the job: a retry could not help. Any other failure (Plaid or the
 * bank down, the network, the database) fails it, and the queue retries with backoff. A job that
 * starts after a webhook arrived always stores what it read past it: a sync running since before
 * the webhook (another worker's) may store its cursor first, and then this one reads again from it.
 */
export function runItemSync({ config, db, bankData, log }: ItemSyncWorkerDeps) {
  const syncOnce = async (id: string, data: ItemSyncData) => {
    const item = await db.selectFrom('items').selectAll().where('id', '=', data.itemId).executeTakeFirst();
    // The manual accounts' item is never Plaid's to read.
    if (!item || item.status !== 'active' || item.source !== 'plaid') return { skipped: item?.status ?? 'gone' };
    try {
      const result = await syncItem(db, bankData, item, unsealAccessToken(item, config.encryptionKey));
      log.info({ job: id, item: item.external_id, reason: data.reason, added: result.added, modified: result.modified, removed: result.removed, skipped: result.skipped }, 'item synced');
      return result;
    } catch (error) {
      if (error instanceof BankDataError && !retryable(error)) {
        log.warn({ job: id, item: item.external_id, code: error.errorCode }, 'item sync failed');
        return { failed: error.errorCode };
      }
      log.warn({ job: id, item: item.external_id, err: error instanceof Error ? error.message : String(error) }, 'item sync failed; retried later');
      throw error;
    }
  };
  return async ({ id, data }: { id: string; data: ItemSyncData }) => {
    for (let read = 1; ; read++) {
      const result = await syncOnce(id, data);
      if (!('skipped' in result) || result.skipped !== true) return result;
      if (read === READS_PER_SYNC) throw new Error(`item ${data.itemId}: other syncs stored their cursors first ${READS_PER_SYNC} times`);
    }
  };
}

/** Plaid's own outages and rate limits pass; the item's state (login required, revoked) does not. */
function retryable(error: BankDataError): boolean {
  return error.status === 429 || error.status >= 500 || ['RATE_LIMIT_EXCEEDED', 'API_ERROR', 'INSTITUTION_ERROR'].includes(error.errorType);
}
