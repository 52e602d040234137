import type { Db } from '../db/client.ts';
import { markImportFailed, storeImport, type ImportJobs } from '../modules/imports/index.ts';
import type { JobQueue } from './queue.ts';

/** One job stores one large committed import (`running` → `committed`, or `failed` with nothing stored). */
export const IMPORT_COMMIT = 'import-commit';

export interface ImportCommitData {
  importId: string;
}

/** A 200,000-row import on a slow machine, with room to spare. */
export const IMPORT_TIME_LIMIT_MS = 600_000;

/**
 * A failed store is not retried by the queue: its transaction rolled back, and the import says
 * `failed` with the reason, so the user can undo it and try again. A job whose worker died
 * (lease ran out) is retried; the import is still `running` then and is stored once.
 */
export async function createImportCommitQueue(queue: JobQueue): Promise<void> {
  const options = { name: IMPORT_COMMIT, retryLimit: 2, retryDelay: queue.retryDelaySeconds, expireInSeconds: queue.leaseSeconds };
  await queue.boss.createQueue(IMPORT_COMMIT, options);
  await queue.boss.updateQueue(IMPORT_COMMIT, options);
}

export function importJobs(queue: JobQueue, wakeWorker: () => void): ImportJobs {
  return {
    async request(importId) {
      await queue.boss.send(IMPORT_COMMIT, { importId } satisfies ImportCommitData, { singletonKey: importId });
      wakeWorker();
    },
  };
}

export function runImportCommit({ db, log, now = Date.now }: { db: Db; log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void }; now?: () => number }) {
  return async ({ id, data }: { id: string; data: ImportCommitData }) => {
    try {
      const result = await storeImport(db, data.importId, now);
      log.info({ job: id, import: data.importId, added: result?.added, skipped: result?.skipped }, 'import stored');
      return result ?? { skipped: 'not running' };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ job: id, import: data.importId, err: message }, 'import failed');
      await markImportFailed(db, data.importId, 'The import could not be stored; nothing was added. Undo it and import the file again.');
      return { failed: message };
    }
  };
}
