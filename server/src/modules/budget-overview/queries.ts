import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { AnalysesTable } from '../../db/schema.ts';
import type { AnalysisFacts, AnalysisType, AnalysisVisualizations } from './computed-analysis.ts';
import { classifiedTransactions } from '../money/index.ts';

/** A saved analysis (never a follow-up) as the restore reads it. */
export interface SavedAnalysis {
  id: string;
  type: AnalysisType;
  session_id: string;
  query: string;
  text_response: string;
  visualizations: AnalysisVisualizations;
  created_at: Date;
}

/** One entry of a session, analysis or follow-up, oldest first. */
export interface SessionEntry {
  id: string;
  type: AnalysesTable['type'];
  query: string;
  text_response: string;
  created_at: Date;
}

const ANALYSIS_COLUMNS = ['id', 'type', 'session_id', 'query', 'text_response', 'visualizations', 'created_at'] as const;

/** The caller's rows that are analyses, not follow-ups. */
const analysesOf = (db: Db, userId: string) => db.selectFrom('analyses').where('user_id', '=', userId).where('type', '!=', 'follow_up');

const asSaved = (row: { type: AnalysesTable['type']; visualizations: Record<string, unknown> }) => row as unknown as SavedAnalysis;

export interface NewAnalysis {
  type: AnalysisType;
  sessionId: string;
  query: string;
  textResponse: string;
  visualizations: AnalysisVisualizations;
  facts: AnalysisFacts;
  createdAt: Date;
}

export async function saveAnalysis(db: Db, userId: string, analysis: NewAnalysis): Promise<string> {
  const { id } = await db
    .insertInto('analyses')
    .values({
      user_id: userId,
      session_id: analysis.sessionId,
      type: analysis.type,
      query: analysis.query,
      text_response: analysis.textResponse,
      visualizations: JSON.stringify(analysis.visualizations),
      facts: JSON.stringify(analysis.facts),
      created_at: analysis.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function saveFollowUp(db: Db, userId: string, followUp: { sessionId: string; query: string; textResponse: string; createdAt: Date }): Promise<void> {
  await db
    .insertInto('analyses')
    .values({ user_id: userId, session_id: followUp.sessionId, type: 'follow_up', query: followUp.query, text_response: followUp.textResponse, created_at: followUp.createdAt })
    .execute();
}

/** The caller's analysis `id`; undefined for another user's, a follow-up's or an unknown id. */
export async function findAnalysis(db: Db, userId: string, id: string): Promise<SavedAnalysis | undefined> {
  const row = await analysesOf(db, userId).select(ANALYSIS_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && asSaved(row);
}

/** The caller's newest analysis. */
export async function latestAnalysis(db: Db, userId: string): Promise<SavedAnalysis | undefined> {
  const row = await analysesOf(db, userId).select(ANALYSIS_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  return row && asSaved(row);
}

/** Every entry of the caller's session, oldest first. */
export async function sessionEntries(db: Db, userId: string, sessionId: string): Promise<SessionEntry[]> {
  return db
    .selectFrom('analyses')
    .select(['id', 'type', 'query', 'text_response', 'created_at'])
    .where('user_id', '=', userId)
    .where('session_id', '=', sessionId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The facts of the caller's newest analysis in the session: a follow-up's context (undefined when the session has none of theirs). */
export async function sessionFacts(db: Db, userId: string, sessionId: string): Promise<{ type: AnalysisType; facts: AnalysisFacts } | undefined> {
  const row = await analysesOf(db, userId)
    .select(['type', 'facts'])
    .where('session_id', '=', sessionId)
    .where('facts', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { type: row.type as AnalysisType, facts: row.facts as AnalysisFacts } : undefined;
}

/**
 * Up to `limit` of the caller's analyses, newest first, older than the analysis `before` (from
 * the newest when null); undefined when `before` is none of the caller's analyses.
 */
export async function analysisPage(db: Db, userId: string, before: string | null, limit: number) {
  let query = analysesOf(db, userId).select(['id', 'type', 'created_at']);
  if (before !== null) {
    const anchor = analysesOf(db, userId).select(['created_at', 'id']).where('id', '=', before);
    if (!(await anchor.executeTakeFirst())) return undefined;
    // Compared in SQL, so the anchor's time keeps its full precision.
    query = query.where(sql<boolean>`(created_at, id) < (${anchor})`);
  }
  const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  return { analyses: rows.slice(0, limit) as { id: string; type: AnalysisType; created_at: Date }[], hasMore: rows.length > limit };
}

export interface PostedAmount {
  /** The account's row id (`accounts.id`). */
  account_id: string;
  date: string;
  /** Plaid's sign, summed: positive is money that left the account that day. */
  plaid_amount_cents: number;
}

/**
 * The user's posted amounts per account and day, dated after `after` (YYYY-MM-DD): what a balance
 * is walked back from. Every kind counts (transfers and card payments move balances too);
 * pending rows do not, as a bank's current balance leaves them out.
 */
export async function postedAmountsByAccountDay(db: Db, userId: string, after: string): Promise<PostedAmount[]> {
  const rows = await db
    // Hidden rows moved the balance all the same.
    .selectFrom(classifiedTransactions(userId, { withHidden: true }).as('t'))
    .select(['t.account_id', 't.date', sql<number>`sum(t.plaid_amount_cents)`.as('plaid_amount_cents')])
    .where('t.date', '>', after)
    .where('t.pending', '=', false)
    .groupBy(['t.account_id', 't.date'])
    .execute();
  return rows.map((r) => ({ account_id: r.account_id, date: r.date, plaid_amount_cents: Number(r.plaid_amount_cents) }));
}
