import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Analysis, AnalysisRequest, AnalysisType, PreviousAnalysisRequest } from '@/shared/api';
import { serverError } from '@/shared/test-kit';
import {
  EXHAUSTED_BUDGET_COUNTS,
  FOLLOW_UP_LIMIT_MESSAGE,
  LIMIT_REACHED_MESSAGE,
  limitReachedReply,
  SAMPLE_ANALYSIS_SUMMARIES,
  SAMPLE_COUNTS,
  SAMPLE_FOLLOW_UP_REPLY,
  SAMPLE_LATEST_ANALYSIS,
  sampleAnalysis,
  sampleAnalysisById,
  sampleAnalysisReply,
} from './fixtures';

/** How a read answers in a story: the sample, never, or a server error. */
type ReadChoice = 'loading' | 'failed';
/** How a run or a follow-up answers: the sample, never, the monthly limit reached, or a server error. */
export type ReplyChoice = 'sample' | 'loading' | 'maxReached' | 'failed';

export interface BudgetOverviewAnswers {
  /** The sample counts, the budget analysis used up, never, or a failure. */
  counts?: 'sample' | 'budgetExhausted' | ReadChoice;
  /** `latest_analysis`: none (404, the default), the sample of a type (the budget one with a follow-up), never, or a failure. */
  latest?: 'none' | AnalysisType | ReadChoice;
  /** The saved analyses: twelve over two pages, none, never, a failure, or the second page failing. */
  list?: 'sample' | 'empty' | 'olderFails' | ReadChoice;
  run?: ReplyChoice;
  followUp?: ReplyChoice;
  /** `previous_analysis`. */
  restore?: 'sample' | ReadChoice;
}

export interface BudgetOverviewCalls {
  counts: number;
  runs: { type: AnalysisType; body: AnalysisRequest }[];
  followUps: AnalysisRequest[];
  restores: string[];
  /** The `before` of each list page read (`null` for the first). */
  listPages: (string | null)[];
}

/** A fresh record of the calls a story's budget overview handlers see. */
export const recordBudgetOverviewCalls = (): BudgetOverviewCalls => ({ counts: 0, runs: [], followUps: [], restores: [], listPages: [] });

const notFound = () => HttpResponse.json({ error: { error_code: 'NOT_FOUND', error_message: 'No analysis' }, message: 'No analysis' }, { status: 404 });

async function read(choice: string | undefined, answer: () => Response): Promise<Response> {
  if (choice === 'loading') await delay('infinite');
  if (choice === 'failed') return serverError();
  return answer();
}

async function reply(choice: ReplyChoice, sample: () => object, limitMessage: string): Promise<Response> {
  if (choice === 'loading') await delay('infinite');
  if (choice === 'failed') return serverError();
  return HttpResponse.json(choice === 'maxReached' ? limitReachedReply(limitMessage) : sample());
}

const latestOf = (type: AnalysisType): Analysis => (type === 'budget_analysis' ? SAMPLE_LATEST_ANALYSIS : sampleAnalysis(type));

const RUNS: { type: AnalysisType; path: string }[] = [
  { type: 'account_detail_analysis', path: '*/api/budget_overview/account_detail_analysis' },
  { type: 'income_spend_analysis', path: '*/api/budget_overview/income_spend_analysis' },
  { type: 'budget_analysis', path: '*/api/budget_overview/budget_analysis' },
];

/**
 * Stories and tests only: MSW handlers for the budget overview, each answering as asked (by
 * default the sample counts, no latest analysis, twelve saved ones). `calls` records the requests.
 */
export function budgetOverviewHandlers(answers: BudgetOverviewAnswers = {}, calls?: BudgetOverviewCalls): HttpHandler[] {
  const { counts = 'sample', latest = 'none', list = 'sample', run = 'sample', followUp = 'sample', restore = 'sample' } = answers;
  return [
    http.get('*/api/budget_overview/analysis_counts', () => {
      if (calls) calls.counts += 1;
      return read(counts, () => HttpResponse.json(counts === 'budgetExhausted' ? EXHAUSTED_BUDGET_COUNTS : SAMPLE_COUNTS));
    }),
    http.get('*/api/budget_overview/latest_analysis', () => read(latest, () => (latest === 'none' ? notFound() : HttpResponse.json(latestOf(latest as AnalysisType))))),
    http.get('*/api/budget_overview/analyses', ({ request }) => {
      const url = new URL(request.url);
      const before = url.searchParams.get('before');
      const limit = Number(url.searchParams.get('limit') ?? 30);
      calls?.listPages.push(before);
      const from = before ? SAMPLE_ANALYSIS_SUMMARIES.findIndex((analysis) => analysis.analysis_id === before) + 1 : 0;
      const choice = before && list === 'olderFails' ? 'failed' : list;
      return read(choice, () => {
        if (choice === 'empty') return HttpResponse.json({ analyses: [], has_more: false });
        if (before && from === 0) return notFound();
        return HttpResponse.json({ analyses: SAMPLE_ANALYSIS_SUMMARIES.slice(from, from + limit), has_more: from + limit < SAMPLE_ANALYSIS_SUMMARIES.length });
      });
    }),
    ...RUNS.map(({ type, path }) =>
      http.post(path, async ({ request }) => {
        calls?.runs.push({ type, body: (await request.json()) as AnalysisRequest });
        return reply(run, () => sampleAnalysisReply(type), LIMIT_REACHED_MESSAGE);
      }),
    ),
    http.post('*/api/budget_overview/query', async ({ request }) => {
      calls?.followUps.push((await request.json()) as AnalysisRequest);
      return reply(followUp, () => SAMPLE_FOLLOW_UP_REPLY, FOLLOW_UP_LIMIT_MESSAGE);
    }),
    http.post('*/api/budget_overview/previous_analysis', async ({ request }) => {
      const { analysis_id: analysisId } = (await request.json()) as PreviousAnalysisRequest;
      calls?.restores.push(analysisId);
      return read(restore, () => {
        const analysis = sampleAnalysisById(analysisId);
        return analysis ? HttpResponse.json(analysis) : notFound();
      });
    }),
  ];
}
