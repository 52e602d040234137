import { Products, type Transaction } from 'plaid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, syncAll, tempDataDir, TestClock, type RunningEmulator } from './test-support.ts';

const DAY = 24 * 60 * 60 * 1000;
const data = tempDataDir();
const clock = new TestClock('2026-10-20T15:00:00.000Z');
let emu: RunningEmulator;

beforeAll(async () => {
  emu = await startEmulator({ dataDir: data.dir, clock });
});

afterAll(async () => {
  await emu?.close();
  data.remove();
});

const isoDay = () => clock.now().toISOString().slice(0, 10);

describe('/liabilities/get, day by day', () => {
  it("keeps the demo's Tartan card in step with its payments: a statement paid after it was issued says so, and is never overdue", async () => {
    const institution = emu.emulator.institutions.find((i) => i.name === 'Tartan Credit Union')!;
    const { public_token } = (await emu.plaid.sandboxPublicTokenCreate({ institution_id: institution.institution_id, initial_products: [Products.Transactions, Products.Liabilities] })).data;
    const { access_token } = (await emu.plaid.itemPublicTokenExchange({ public_token })).data;

    // The card's payments (credits in Plaid's card-payment category), kept as a client keeps a sync mirror.
    const transactions = new Map<string, Transaction>();
    let cursor: string | undefined;
    let paidStatements = 0;
    for (let day = 0; day < 70; day += 1, clock.advance(DAY)) {
      const synced = await syncAll(emu.plaid, access_token, cursor);
      cursor = synced.cursor;
      for (const t of [...synced.added, ...synced.modified]) transactions.set(t.transaction_id, t);
      for (const r of synced.removed) transactions.delete(r.transaction_id);

      const card = (await emu.plaid.liabilitiesGet({ access_token })).data.liabilities.credit![0]!;
      const today = isoDay();
      const payments = [...transactions.values()]
        .filter((t) => t.account_id === card.account_id && !t.pending && t.amount < 0 && t.personal_finance_category?.detailed === 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT' && t.date <= today)
        .sort((a, b) => a.date.localeCompare(b.date));
      const last = payments.at(-1);
      expect({ date: card.last_payment_date, amount: card.last_payment_amount }, today).toEqual({ date: last?.date ?? null, amount: last ? -last.amount : null });

      const paidSinceStatement = payments.filter((t) => t.date > card.last_statement_issue_date!).reduce((sum, t) => sum - Math.round(t.amount * 100), 0);
      if (paidSinceStatement >= Math.round(card.last_statement_balance! * 100)) {
        paidStatements += 1;
        expect(card.last_payment_date! > card.last_statement_issue_date!, today).toBe(true);
        expect(card.is_overdue, today).toBe(false);
      }
      // Due dates follow their statements; an unpaid one is overdue only once its date has passed.
      expect(card.next_payment_due_date! > card.last_statement_issue_date!, today).toBe(true);
      if (card.is_overdue) expect(paidSinceStatement < Math.round(card.minimum_payment_amount! * 100), today).toBe(true);
    }
    // Over two statement cycles the card's statements were paid, on some days before their due date came.
    expect(paidStatements).toBeGreaterThan(0);
  });
});
