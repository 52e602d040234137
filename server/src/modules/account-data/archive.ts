import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../lib/csv.ts';
import { userRows } from './queries.ts';
import { USER_TABLES } from './user-tables.ts';

const ABOUT = `Your Ledgerline data

One file per kind of data we hold about you: profile.json (your sign-in profile), subscriptions.json,
institutions.json (linked banks; the bank access tokens are never exported), accounts.json,
credit_liabilities.json, recurring_streams.json, transactions.csv (amounts in cents, positive for money
leaving the account, as the bank reports them; user_category_* is the category you chose, and
matched_transfer_id the other half of a transfer between your accounts), category_rules.json (your
"always for this merchant" categories), notifications.json, budgets.json (planned amounts per month
and category, in cents), budget_months.json (the income you expected each month), budget_rollovers.json
(which categories carry what is left into the next month), budget_alerts.json (the budget alerts sent),
chat_messages.json (your questions and the assistant's answers, with
your bookmarks and ratings), chat_asks.json (each question asked, what it was answered, and whether
it counted against your monthly asks), analyses.json (your budget overview analyses, with the
figures each was written from, and your follow-up questions and their answers, by session) and
monthly_usage.json (what you used of each monthly limit: assistant asks, analyses of each type,
follow-ups per session).
`;

/** Everything held about the user, as a ZIP of one file per table (USER_TABLES) and a short guide. */
export async function exportArchive(db: Db, userId: string, now = new Date()): Promise<Uint8Array> {
  const files: Zippable = { 'README.txt': strToU8(ABOUT) };
  for (const table of USER_TABLES) {
    const rows = await userRows(db, table, userId);
    const text = table.format === 'csv' ? toCsv(Object.keys(rows[0] ?? {}), rows) : JSON.stringify(table.owner === 'id' ? (rows[0] ?? null) : rows, null, 2);
    files[table.file] = strToU8(text);
  }
  return zipSync(files, { level: 6, mtime: now });
}
