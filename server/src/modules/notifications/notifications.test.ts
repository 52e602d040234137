import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { testDatabase } from '../../../test/database.ts';
import { signedInUser } from '../../../test/users.ts';
import { notify } from './queries.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('notifications', () => {
  it('lists only the caller\'s own, newest first, with the unread count, and marks all read', async () => {
    const { db } = await testDatabase();
    const reader = await signedInUser(app, 'reader');
    const neighbour = await signedInUser(app, 'neighbour');
    await notify(db, reader.id, 'account_added', 'Account added', 'Everyday Checking at Tartan Credit Union is now connected.');
    await new Promise((r) => setTimeout(r, 5));
    await notify(db, reader.id, 'payment_failed', 'Payment failed', 'We could not take your subscription payment.');
    await notify(db, neighbour.id, 'account_removed', 'Account removed', 'Not yours.');

    const list = (await reader.request('GET', '/db_api/notifications')).json();
    expect(list.count).toBe(2);
    expect(list.results.map((n: { title: string; is_read: boolean }) => [n.title, n.is_read])).toEqual([
      ['Payment failed', false],
      ['Account added', false],
    ]);

    expect((await reader.request('GET', '/db_api/notifications/read')).json()).toEqual({ status: 'success' });
    const after = (await reader.request('GET', '/db_api/notifications')).json();
    expect(after.count).toBe(0);
    expect(after.results.every((n: { is_read: boolean }) => n.is_read)).toBe(true);
    expect((await neighbour.request('GET', '/db_api/notifications')).json().count).toBe(1);
  });

  it('lists at most 50', async () => {
    const { db } = await testDatabase();
    const busy = await signedInUser(app, 'busy');
    for (let i = 0; i < 55; i++) await notify(db, busy.id, 'transactions_synced', `Sync ${i}`, 'New transactions.');
    const list = (await busy.request('GET', '/db_api/notifications')).json();
    expect(list.results).toHaveLength(50);
    expect(list.count).toBe(55);
  });
});
