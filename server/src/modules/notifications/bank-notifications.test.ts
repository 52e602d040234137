import type { FastifyInstance } from 'fastify';
import type { CreditCardLiability } from 'plaid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, syncAll, tempDataDir, TestClock, type RunningEmulator } from '../../../emulators/plaid/test-support.ts';
import { createTestApp } from '../../../test/app.ts';
import { INSTITUTIONS, itemAccessToken, linkInstitution } from '../../../test/banking.ts';
import { testDatabase } from '../../../test/database.ts';
import { givenSubscriber, signedInUser, type TestUser } from '../../../test/users.ts';
import { syncItem } from '../accounts/sync.ts';
import { createPlaidBankData } from '../../vendors/plaid.ts';

const DAY_MS = 86_400_000;
const clock = new TestClock(new Date().toISOString());
const data = tempDataDir();
let plaid: RunningEmulator;
let app: FastifyInstance;

beforeAll(async () => {
  plaid = await startEmulator({ dataDir: data.dir, clock });
  app = await createTestApp({ vendors: { plaid: plaid.plaid } });
});
afterAll(async () => {
  await app.close();
  await plaid.close();
  data.remove();
});

interface Listed {
  title: string;
  message: string;
}

const listed = async (user: TestUser): Promise<Listed[]> =>
  (await user.request('GET', '/db_api/notifications')).json().results.map(({ title, message }: Listed) => ({ title, message }));

async function subscriber(name: string): Promise<TestUser> {
  const user = await signedInUser(app, name);
  await givenSubscriber(user);
  return user;
}

/** What Plaid holds for the item: its accounts' names and every transaction, read from scratch. */
async function atPlaid(externalId: string) {
  const accessToken = await itemAccessToken(externalId);
  const { accounts } = (await plaid.plaid.accountsGet({ access_token: accessToken })).data;
  return { accessToken, accountNames: accounts.map((a) => a.name), transactionCount: (await syncAll(plaid.plaid, accessToken)).added.length };
}

describe("a bank's first link", () => {
  it('tells the user "{n} accounts added" at once and "Your transactions are ready" when the first sync is done, once per item', async () => {
    const user = await subscriber('first-link');
    const bystander = await subscriber('first-link-bystander');

    const platypus = await linkInstitution(user, plaid.base, INSTITUTIONS.firstPlatypus);
    const platypusAtPlaid = await atPlaid(platypus);
    const added = (await listed(user)).find((n) => n.title === `${platypusAtPlaid.accountNames.length} accounts added`);
    expect(added, 'accounts added, as soon as the link is made').toBeDefined();
    for (const name of platypusAtPlaid.accountNames) expect(added!.message).toContain(name);
    expect(added!.message).toContain('First Platypus Bank');

    expect((await user.request('GET', '/api/initialize_metadata')).statusCode).toBe(200);
    const ready = (await listed(user)).filter((n) => n.title === 'Your transactions are ready');
    expect(ready).toEqual([
      { title: 'Your transactions are ready', message: `${platypusAtPlaid.transactionCount.toLocaleString('en-US')} transactions from First Platypus Bank are ready to explore.` },
    ]);

    // Later syncs of the item, and a second bank: one pair per item, never twice.
    await user.request('GET', '/api/update_metadata');
    await user.request('GET', '/api/initialize_metadata');
    const tartan = await linkInstitution(user, plaid.base, INSTITUTIONS.tartan);
    await user.request('GET', '/api/initialize_metadata');
    const tartanAtPlaid = await atPlaid(tartan);
    const titles = (await listed(user)).map((n) => n.title).sort();
    expect(titles.filter((t) => t.endsWith('accounts added'))).toEqual([`${platypusAtPlaid.accountNames.length} accounts added`, `${tartanAtPlaid.accountNames.length} accounts added`].sort());
    expect((await listed(user)).filter((n) => n.title === 'Your transactions are ready').map((n) => n.message).sort()).toEqual(
      [
        `${platypusAtPlaid.transactionCount.toLocaleString('en-US')} transactions from First Platypus Bank are ready to explore.`,
        `${tartanAtPlaid.transactionCount.toLocaleString('en-US')} transactions from Tartan Credit Union are ready to explore.`,
      ].sort(),
    );
    expect(await listed(bystander)).toEqual([]);
  }, 180_000);
});

describe('card payments', () => {
  /** Days from `today` to `date` (both `YYYY-MM-DD`). */
  const daysBetween = (today: string, date: string) => Math.round((Date.parse(date) - Date.parse(today)) / DAY_MS);
  /** The test's own reading of Plaid's fields: the minimum is unpaid when no payment of at least it came after the statement. */
  const minimumUnpaid = (card: CreditCardLiability) =>
    card.last_statement_balance! > 0 && !(card.last_payment_date! > card.last_statement_issue_date! && card.last_payment_amount! >= card.minimum_payment_amount!);
  const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

  it('are announced when due within 3 days with the minimum unpaid, once per due date, and never once paid', async () => {
    const user = await subscriber('card-reminders');
    const externalIds = [await linkInstitution(user, plaid.base, INSTITUTIONS.firstPlatypus), await linkInstitution(user, plaid.base, INSTITUTIONS.tartan)];
    await user.request('GET', '/api/initialize_metadata');
    const { db } = await testDatabase();
    const items = await Promise.all(
      externalIds.map(async (externalId) => {
        const accessToken = await itemAccessToken(externalId);
        const { accounts } = (await plaid.plaid.accountsGet({ access_token: accessToken })).data;
        return { externalId, accessToken, cardNames: new Map(accounts.map((a) => [a.account_id, a.official_name ?? a.name])) };
      }),
    );
    const reminders = async () => (await listed(user)).filter((n) => n.title.startsWith('Card payment due')).sort((a, b) => a.message.localeCompare(b.message));

    const expected = new Map<string, Listed>();
    let syncedWhilePaid = 0;
    let syncedTwiceInWindow = 0;
    // A little over a statement cycle, a day at a time; each item syncs when one of its cards is near its due date.
    for (let day = 0; day < 34; day += 1, clock.advance(DAY_MS)) {
      const today = clock.now().toISOString().slice(0, 10);
      for (const item of items) {
        const cards = (await plaid.plaid.liabilitiesGet({ access_token: item.accessToken })).data.liabilities.credit ?? [];
        const near = cards.filter((card) => card.next_payment_due_date && daysBetween(today, card.next_payment_due_date) >= -1 && daysBetween(today, card.next_payment_due_date) <= 4);
        if (near.length === 0) continue;
        for (const card of near) {
          const daysLeft = daysBetween(today, card.next_payment_due_date!);
          const key = `${card.account_id} ${card.next_payment_due_date}`;
          if (daysLeft >= 0 && daysLeft <= 3 && minimumUnpaid(card)) {
            if (expected.has(key)) syncedTwiceInWindow += 1;
            const when = daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`;
            const [, month, dom] = card.next_payment_due_date!.split('-').map(Number);
            const dueText = `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month! - 1]} ${dom}`;
            if (!expected.has(key)) {
              expected.set(key, {
                title: `Card payment due ${when}`,
                message: `Pay at least ${money(card.minimum_payment_amount!)} on your ${item.cardNames.get(card.account_id!)} by ${dueText} (statement balance ${money(card.last_statement_balance!)}).`,
              });
            }
          } else if (!minimumUnpaid(card)) syncedWhilePaid += 1;
        }
        const row = await db.selectFrom('items').selectAll().where('external_id', '=', item.externalId).executeTakeFirstOrThrow();
        await syncItem(db, createPlaidBankData(plaid.plaid), row, item.accessToken, () => clock.now().getTime());
        await syncItem(db, createPlaidBankData(plaid.plaid), await db.selectFrom('items').selectAll().where('external_id', '=', item.externalId).executeTakeFirstOrThrow(), item.accessToken, () => clock.now().getTime());
      }
      // Checked once every item had its day: linking both banks (today, on the first day) already
      // told the cards due then, the second bank's before the walk reached it.
      expect(await reminders(), today).toEqual([...expected.values()].sort((a, b) => a.message.localeCompare(b.message)));
    }
    // The walk met each case it claims: a reminder, a card synced again while still due, and one synced once paid.
    expect(expected.size).toBeGreaterThan(0);
    expect(syncedTwiceInWindow).toBeGreaterThan(0);
    expect(syncedWhilePaid).toBeGreaterThan(0);
    // Some forty syncs of banks with two years of history: well under a minute on a quiet machine, minutes on a busy one.
  }, 300_000);
});
