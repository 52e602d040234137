import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { BankChanges, BankChangesStep } from '../../vendors/index.ts';

/** Rows a sync holds in memory as it reads the bank's pages; past them, the pages wait in a spool file. */
export const IN_MEMORY_ROWS = 2_000;

const CIPHER = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A source's change pages, read through to the end (as of its last restart), to be written once the item is locked. */
export interface ReadChangePages {
  /** The pages in the order the source gave them; read once. */
  pages(): AsyncIterable<BankChanges>;
  /** Removes the spool file, if the pages needed one. */
  close(): Promise<void>;
}

interface Spool {
  append(page: BankChanges): Promise<void>;
  read(): AsyncIterable<BankChanges>;
  remove(): Promise<void>;
}

/**
 * A file of pages in a directory of its own (mode 0700), each page a line sealed with AES-256-GCM
 * under a key that lives only in this process's memory: bank rows never sit on disk readable,
 * and the file is gone once the sync is done with it (or the key is, with a process that died).
 */
async function openSpool(): Promise<Spool> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ledgerline-sync-'));
  const file = path.join(dir, 'pages');
  const handle = await open(file, 'w', 0o600);
  const key = randomBytes(32);
  let closed = false;
  const closeHandle = async () => {
    if (closed) return;
    closed = true;
    await handle.close();
  };
  return {
    async append(page) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(CIPHER, key, iv);
      const sealed = Buffer.concat([cipher.update(JSON.stringify(page)), cipher.final()]);
      await handle.write(`${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}\n`);
    },
    async *read() {
      await closeHandle();
      for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
        const bytes = Buffer.from(line, 'base64');
        const decipher = createDecipheriv(CIPHER, key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        yield JSON.parse(Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8')) as BankChanges;
      }
    },
    async remove() {
      await closeHandle().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const rowsOf = (page: BankChanges) => page.added.length + page.modified.length + page.removed.length;

async function* inOrder(pages: BankChanges[]): AsyncIterable<BankChanges> {
  yield* pages;
}

/**
 * Reads a source's change pages to the end before anything is written, as the bank's vendor calls
 * stay outside the item's lock and transaction: a few pages are held in memory (a day's news
 * never touches the disk), and past `inMemoryRows` every page waits in a sealed spool file, so a
 * first import of a long history is never held whole. A restart of the source (its data changed
 * mid-pagination) drops what was read before it.
 */
export async function readChangePages(steps: AsyncIterable<BankChangesStep>, inMemoryRows = IN_MEMORY_ROWS): Promise<ReadChangePages> {
  let held: BankChanges[] = [];
  let heldRows = 0;
  let spool: Spool | undefined;
  try {
    for await (const step of steps) {
      if (step.restart) {
        [held, heldRows] = [[], 0];
        await spool?.remove();
        spool = undefined;
        continue;
      }
      const page: BankChanges = { added: step.added, modified: step.modified, removed: step.removed, nextCursor: step.nextCursor, notReady: step.notReady, history: step.history };
      if (spool) {
        await spool.append(page);
        continue;
      }
      held.push(page);
      heldRows += rowsOf(page);
      if (heldRows > inMemoryRows) {
        spool = await openSpool();
        for (const p of held) await spool.append(p);
        [held, heldRows] = [[], 0];
      }
    }
  } catch (error) {
    await spool?.remove();
    throw error;
  }
  const spooled = spool;
  return {
    pages: () => (spooled ? spooled.read() : inOrder(held)),
    close: async () => spooled?.remove(),
  };
}
