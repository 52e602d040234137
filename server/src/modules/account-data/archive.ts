import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Db } from '../../db/client.ts';
import { transactionsCsv } from '../transactions/index.ts';
import { userRows } from './queries.ts';
import { USER_TABLES, type ExportedTable } from './user-tables.ts';

const ABOUT = `Your Ledgerline data

One file per kind of data we hold about you: profile.json (your sign-in profile), subscriptions.json,
institutions.json (linked banks; the bank access tokens are never exported), accounts.json,
manual_accounts.json (the opening balances of the accounts you keep by hand), account_values.json
(what you said your home, vehicle and other assets or debts valued by hand were worth, by day), imports.json (the files
you imported: name, format, the account, how many rows were added and skipped),
credit_liabilities.json, recurring_streams.json, transactions.csv (every transaction, as the
transactions page's "Export CSV" writes it: the amount in dollars with two decimals, always positive,
and its direction, outflow for money leaving the account and inflow for money arriving; the category
by name, its group, and who chose it: you, your rule or your bank; then your note, your tags, and
whether you hid it or marked it reviewed), tags.json (your tags), transaction_tags.json (which
transaction carries which tag), transaction_visits.json (when your current and previous visits to
the transactions page began, what "to review" counts from), category_rules.json (your
"always for this merchant" categories), notifications.json, budgets.json (planned amounts per month
and category, in cents), budget_months.json (the income you expected each month), budget_rollovers.json
(which categories carry what is left into the next month), budget_alerts.json (the budget alerts sent),
chat_messages.json (your questions and the assistant's answers, with
your bookmarks and ratings), chat_asks.json (each question asked, what it was answered, and whether
it counted against your monthly asks), analyses.json (your budget overview analyses, with the
figures each was written from, and your follow-up questions and their answers, by session),
monthly_usage.json (what you used of each monthly limit: assistant asks, analyses of each type,
follow-ups per session) and ai_clients.json (the AI clients that read your data through Ledgerline's
MCP server: when first and last, their calls this month, and whether you revoked them), alert_settings.json
(which alerts you turned on, with their thresholds in cents or days) and alert_events.json (the events
an alert was sent for, so each is told once), forecasts.json (each day's first cash-flow forecast: the
cash you had and the 90 day-end balances it projected, in cents, kept to check it against what happened),
balance_history.json (each account's balance at the end of every day it changed, in cents held or owed;
accounts.json says from which day each was recorded at a sync, the days before being reconstructed),
merchant_names.json (the merchants you renamed: the bank's merchant text, its key, and your name for it),
transaction_changes.json (each change you made to a transaction: the field, what it was and became, when),
categories.json (your categories: the code your transactions, rules and budgets carry, your name, icon,
group, order and whether you hid it; a code ending _OWN_ and six characters is one you added, counted as
the code before it), category_groups.json (your groups: name, icon, order, hidden),
category_primary_names.json (your names for the bank's broad categories, by code) and rules.json (your
rules in their order: the conditions a transaction must meet, amounts in cents, and what they do to it).
`;

/** A table's file: its rows as JSON, or the transactions as the page's CSV, every one of them. */
async function fileText(db: Db, table: ExportedTable, userId: string): Promise<string> {
  if (table.format === 'transactions_csv') {
    let text = '';
    for await (const chunk of transactionsCsv(db, userId, {}, 'date_desc')) text += chunk;
    return text;
  }
  const rows = await userRows(db, table, userId);
  return JSON.stringify(table.owner === 'id' ? (rows[0] ?? null) : rows, null, 2);
}

/** Everything held about the user, as a ZIP of one file per table (USER_TABLES, internal ones left out) and a short guide. */
export async function exportArchive(db: Db, userId: string, now = new Date()): Promise<Uint8Array> {
  const files: Zippable = { 'README.txt': strToU8(ABOUT) };
  for (const table of USER_TABLES) {
    if (table.file === undefined) continue;
    files[table.file] = strToU8(await fileText(db, table, userId));
  }
  return zipSync(files, { level: 6, mtime: now });
}
