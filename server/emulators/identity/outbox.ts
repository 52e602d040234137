import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ensureDir, readJsonFile, writeFileAtomic } from './store.ts';

/** An email the stand-in would have sent: Auth0 sends its own; offline, it lands here. */
export interface OutboxMessage {
  /** Sortable by time: `<sent at, digits only>-<random hex>`, also the file's name. */
  id: string;
  to: string;
  subject: string;
  /** The plain-text body; every link in it is in `links` too. */
  text: string;
  links: { label: string; href: string }[];
  sentAt: string;
}

export type OutgoingMessage = Omit<OutboxMessage, 'id' | 'sentAt'>;

/**
 * The stand-in's outbox: one JSON file per message in its folder (`data/emulators/identity/outbox/`),
 * so "we sent you an email" flows work offline and tests can read what was sent.
 */
export class Outbox {
  constructor(readonly dir: string) {
    ensureDir(dir);
  }

  async send(message: OutgoingMessage): Promise<OutboxMessage> {
    const sentAt = new Date().toISOString();
    const sent: OutboxMessage = { id: `${sentAt.replace(/\D/g, '')}-${randomBytes(4).toString('hex')}`, sentAt, ...message };
    await writeFileAtomic(path.join(this.dir, `${sent.id}.json`), `${JSON.stringify(sent, null, 2)}\n`);
    return sent;
  }

  /** The messages, newest first; only those to `to` when given (emails compared as the stand-in keeps them, in lower case). */
  list(to?: string): OutboxMessage[] {
    const wanted = to?.trim().toLowerCase();
    return readdirSync(this.dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse()
      .flatMap((name) => readJsonFile<OutboxMessage>(path.join(this.dir, name)) ?? [])
      .filter((message) => wanted === undefined || message.to === wanted);
  }
}
