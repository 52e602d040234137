import type { AssistantModel } from '../../vendors/index.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { subscriberOf, type HandlerContext, type HandlerGroup, type OkResponse } from '../../http/handler.ts';
import { todayOf } from '../../lib/calendar.ts';
import { answerQuestion, AssistantFailure, DEFAULT_TIME_BUDGET_MS, type QuestionContext } from '../assistant/index.ts';
import { nextMonthStart, usageMonth, chargeUsage, refundUsage, usedOf, type UsageKey } from '../monthly-usage/index.ts';
import { COMPUTE_ANALYSIS } from './analyses/index.ts';
import { ANALYSIS_TYPES, type AnalysisFacts, type AnalysisType, type ComputeAnalysis } from './computed-analysis.ts';
import { ANALYSES_PER_TYPE_PER_MONTH, ANALYSIS_NAMES, FOLLOW_UPS_PER_SESSION_PER_MONTH, followUpsExhausted, followUpsScope, runsExhausted, runsScope } from './limits.ts';
import { analysisPage, findAnalysis, latestAnalysis, saveAnalysis, saveFollowUp, sessionEntries, sessionFacts, type SavedAnalysis } from './queries.ts';
import { restoredAnalysis } from './restore.ts';
import { writeAnalysisText } from './writer.ts';

export interface BudgetOverviewDeps {
  db: Db;
  model: AssistantModel;
  modelName: string;
  /** The clock of the months counted and of "today"; tests pass their own. */
  now?: () => number;
  /** Each analysis type's figures; tests pass fixed ones. */
  compute?: Readonly<Record<AnalysisType, ComputeAnalysis>>;
  /** Writes an analysis's text from its facts; never throws (it falls back to a plain summary). */
  write?: typeof writeAnalysisText;
  /** The model's whole time for one analysis's text, or one follow-up. */
  timeBudgetMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

/** What a follow-up that failed inside the assistant is answered (502); it was not counted. */
export const FOLLOW_UP_FAILED = "The assistant's model did not answer, so this question was not counted. Please try again.";
/** `listAnalyses` without `limit` (the contract's default). */
const LIST_LIMIT = 30;

type Reply = OkResponse<'runAccountDetailAnalysis'>;
type RunOperation = 'runAccountDetailAnalysis' | 'runIncomeSpendAnalysis' | 'runBudgetAnalysis';

const NO_VISUALIZATIONS = { charts: [], metrics: [], accounts: [], income_spend_data: [] };

const maxReached = (message: string, at: number): Reply => ({ text_response: null, ...NO_VISUALIZATIONS, max_reached: true, message, timestamp: new Date(at).toISOString(), analysis_id: null });

/** The context a follow-up is asked in: the facts of its session's analysis. */
const followUpContext = ({ type, facts }: { type: AnalysisType; facts: AnalysisFacts }): QuestionContext => ({
  about: `The user is reading their ${ANALYSIS_NAMES[type]} (figures of ${facts.period.start_date} to ${facts.period.end_date}) and asks a follow-up question about it.`,
  figures: facts,
});

export function createBudgetOverviewHandlers({ db, model, modelName, now = Date.now, compute = COMPUTE_ANALYSIS, write = writeAnalysisText, timeBudgetMs = DEFAULT_TIME_BUDGET_MS, log }: BudgetOverviewDeps) {
  /** Runs the work of a charged unit; if it throws, the unit is given back before the error answers. */
  async function refundingOnFailure<T>(charged: UsageKey, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      await refundUsage(db, charged);
      throw error;
    }
  }

  async function runAnalysis(context: HandlerContext<RunOperation>, type: AnalysisType): Promise<Reply> {
    const user = subscriberOf(context);
    const { query, workflow_type, session_id, is_follow_up } = context.body;
    if (workflow_type !== type) throw badRequest(`workflow_type must be ${type} on this endpoint.`);
    if (is_follow_up) throw badRequest('is_follow_up must be false for an analysis (follow-ups are asked at /api/budget_overview/query).');
    const at = now();
    const charged = { userId: user.id, month: usageMonth(at), scope: runsScope(type) };
    if (!(await chargeUsage(db, charged, ANALYSES_PER_TYPE_PER_MONTH))) return maxReached(runsExhausted(type, at), at);

    return refundingOnFailure(charged, async () => {
      const { facts, visualizations } = await compute[type]({ db, userId: user.id, today: todayOf(() => at) });
      const { text } = await write({ model, modelName, timeBudgetMs, log }, facts, query);
      const createdAt = new Date(now());
      const id = await saveAnalysis(db, user.id, { type, sessionId: session_id, query, textResponse: text, visualizations, facts, createdAt });
      const { charts, metrics, accounts, income_spend_data } = visualizations;
      return { text_response: text, charts, metrics, accounts, income_spend_data, max_reached: false, message: null, timestamp: createdAt.toISOString(), analysis_id: id };
    });
  }

  async function restore(userId: string, analysis: SavedAnalysis | undefined) {
    if (!analysis) throw notFound('analysis_id: no such analysis.');
    return restoredAnalysis(analysis, await sessionEntries(db, userId, analysis.session_id));
  }

  return {
    async getAnalysisCounts(context) {
      const user = subscriberOf(context);
      const at = now();
      const used = await usedOf(db, user.id, usageMonth(at), ANALYSIS_TYPES.map(runsScope));
      const count = (type: AnalysisType) => Math.min(used.get(runsScope(type))!, ANALYSES_PER_TYPE_PER_MONTH);
      return {
        account_detail_analysis: count('account_detail_analysis'),
        income_spend_analysis: count('income_spend_analysis'),
        budget_analysis: count('budget_analysis'),
        limit: ANALYSES_PER_TYPE_PER_MONTH,
        follow_up_limit: FOLLOW_UPS_PER_SESSION_PER_MONTH,
        resets_at: nextMonthStart(at).toISOString(),
      };
    },

    runAccountDetailAnalysis: (context) => runAnalysis(context, 'account_detail_analysis'),
    runIncomeSpendAnalysis: (context) => runAnalysis(context, 'income_spend_analysis'),
    runBudgetAnalysis: (context) => runAnalysis(context, 'budget_analysis'),

    async askBudgetFollowUp(context) {
      const user = subscriberOf(context);
      const { query, session_id, is_follow_up } = context.body;
      if (!is_follow_up) throw badRequest('is_follow_up must be true for a follow-up question (analyses are started at their own endpoints).');
      const at = now();
      const charged = { userId: user.id, month: usageMonth(at), scope: followUpsScope(session_id) };
      if (!(await chargeUsage(db, charged, FOLLOW_UPS_PER_SESSION_PER_MONTH))) return maxReached(followUpsExhausted(at), at);

      return refundingOnFailure(charged, async () => {
        const analysis = await sessionFacts(db, user.id, session_id);
        // The thread: the session's analysis and follow-ups so far, the caller's own only.
        const thread = (await sessionEntries(db, user.id, session_id)).map((entry) => ({ question: entry.query, answer: entry.text_response }));
        let text: string;
        try {
          text = await answerQuestion({ db, model, modelName, now, timeBudgetMs }, user.id, query, analysis && followUpContext(analysis), thread);
        } catch (error) {
          if (!(error instanceof AssistantFailure)) throw error;
          log?.warn({ err: error.message }, 'the assistant could not answer a follow-up; it is refunded');
          throw new HttpError(502, 'VENDOR_ERROR', FOLLOW_UP_FAILED);
        }
        const createdAt = new Date(now());
        await saveFollowUp(db, user.id, { sessionId: session_id, query, textResponse: text, createdAt });
        return { text_response: text, ...NO_VISUALIZATIONS, max_reached: false, message: null, timestamp: createdAt.toISOString(), analysis_id: null };
      });
    },

    async getLatestAnalysis(context) {
      const user = subscriberOf(context);
      const analysis = await latestAnalysis(db, user.id);
      if (!analysis) throw notFound('No analysis has been saved yet.');
      return restore(user.id, analysis);
    },

    async getPreviousAnalysis(context) {
      const user = subscriberOf(context);
      return restore(user.id, await findAnalysis(db, user.id, context.body.analysis_id));
    },

    async listAnalyses(context) {
      const user = subscriberOf(context);
      const page = await analysisPage(db, user.id, context.query.before ?? null, context.query.limit ?? LIST_LIMIT);
      if (!page) throw notFound('before: no such analysis.');
      return {
        analyses: page.analyses.map((a) => ({ analysis_id: a.id, type: a.type, timestamp: a.created_at.toISOString() })),
        has_more: page.hasMore,
      };
    },
  } satisfies HandlerGroup;
}
