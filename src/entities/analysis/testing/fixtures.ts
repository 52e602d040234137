import type { Analysis, AnalysisAccount, AnalysisCounts, AnalysisReply, AnalysisSummary, AnalysisType, AnalysisVisualizations, IncomeSpendPoint } from '@/shared/api';
import { ANALYSIS_PROMPTS } from '../config/analysis-copy';

/**
 * Stories and tests only: three analyses of one subscriber (First Platypus Bank and Harbor Credit
 * Union) on 26 November 2026, figures that add up, valid against the contract.
 */

const LAST_12_MONTHS = ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];
const BALANCE_MONTHS = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
const YEAR_TO_OCTOBER = 'start_date=2025-11-01&end_date=2026-10-31';

export const SAMPLE_ACCOUNTS: AnalysisAccount[] = [
  {
    account_id: 'acc-checking',
    institution_name: 'First Platypus Bank',
    name: 'Everyday Checking',
    mask: '4021',
    type: 'depository',
    subtype: 'checking',
    balance: 6482.19,
    available: 6432.19,
    credit_limit: null,
    change_1m: 412.08,
    change_3m: 1180.55,
    change_12m: 2904.31,
    utilisation: null,
    attention: [],
  },
  {
    account_id: 'acc-savings',
    institution_name: 'First Platypus Bank',
    name: 'High-Yield Savings',
    mask: '7719',
    type: 'depository',
    subtype: 'savings',
    balance: 18497.93,
    available: 18497.93,
    credit_limit: null,
    change_1m: 448.32,
    change_3m: 1344.96,
    change_12m: 5212.4,
    utilisation: null,
    attention: [],
  },
  {
    account_id: 'acc-visa',
    institution_name: 'First Platypus Bank',
    name: 'Platypus Rewards Visa',
    mask: '1188',
    type: 'credit',
    subtype: 'credit card',
    balance: 3744.2,
    available: 2255.8,
    credit_limit: 6000,
    change_1m: 318.62,
    change_3m: 1022.47,
    change_12m: 1390.05,
    utilisation: 62.4,
    attention: ['62.4% of its $6,000.00 limit is used (above 30%)', '$38.00 in late fees in the last 12 months'],
  },
  {
    account_id: 'acc-mastercard',
    institution_name: 'Harbor Credit Union',
    name: 'Cash Back Mastercard',
    mask: '5530',
    type: 'credit',
    subtype: 'credit card',
    balance: 1068.57,
    available: 6931.43,
    credit_limit: 8000,
    change_1m: -530.94,
    change_3m: -212.1,
    change_12m: -1487.77,
    utilisation: 13.4,
    attention: [],
  },
  {
    account_id: 'acc-auto-loan',
    institution_name: 'Harbor Credit Union',
    name: 'Auto Loan',
    mask: '0093',
    type: 'loan',
    subtype: 'auto',
    balance: 11204.66,
    available: null,
    credit_limit: null,
    change_1m: -389.12,
    change_3m: -1163.8,
    change_12m: -4572.3,
    utilisation: null,
    attention: [],
  },
];

const ACCOUNT_DETAIL_TEXT = [
  'Your **net worth is $8,962.69**, up **$1,461.84** from a month ago: your cash grew by **$860.40** and you owe **$601.44** less across your cards and auto loan.',
  '',
  '**Needs your attention**',
  '',
  '- **Platypus Rewards Visa ••1188** is at **62.4%** of its **$6,000.00** limit. Paying it down to 30% (**$1,800.00**) would help your credit score.',
  `- You paid **$38.00** in fees and **$486.21** in interest over the last 12 months. [See the fees](/transactions?${YEAR_TO_OCTOBER}&category=BANK_FEES&pending=false)`,
  '',
  'Your High-Yield Savings grew **$5,212.40** over the year, your steadiest gain.',
].join('\n');

const ACCOUNT_DETAIL_VISUALIZATIONS: AnalysisVisualizations = {
  metrics: [
    { id: 'net_worth', label: 'Net worth', value: 8962.69, unit: 'currency', change: 1461.84, better_when: 'up', link: null },
    { id: 'cash', label: 'Cash', value: 24980.12, unit: 'currency', change: 860.4, better_when: 'up', link: null },
    { id: 'credit_owed', label: 'Owed on cards', value: 4812.77, unit: 'currency', change: -212.32, better_when: 'down', link: null },
    { id: 'credit_utilisation', label: 'Credit utilisation', value: 34.4, unit: 'percent', change: -1.5, better_when: 'down', link: null },
    { id: 'interest_paid_12m', label: 'Interest paid, 12 months', value: 486.21, unit: 'currency', change: null, better_when: null, link: `/transactions?${YEAR_TO_OCTOBER}&category=BANK_FEES_INTEREST_CHARGE&pending=false` },
    { id: 'fees_paid_12m', label: 'Fees paid, 12 months', value: 38, unit: 'currency', change: null, better_when: null, link: `/transactions?${YEAR_TO_OCTOBER}&category=BANK_FEES&pending=false` },
  ],
  charts: [
    {
      id: 'balance_trend',
      type: 'line',
      title: 'Balances over 12 months',
      unit: 'currency',
      labels: BALANCE_MONTHS,
      datasets: [
        { label: 'Cash', values: [22075.81, 22310.4, 22984.12, 23190.55, 23480.02, 23602.77, 23299.6, 23508.18, 23799.71, 23892.35, 24119.72, 24980.12] },
        { label: 'Owed on cards', values: [5112.44, 5380.9, 4870.33, 4655.12, 4402.8, 4390.16, 4761.05, 4930.27, 4874.2, 4968.4, 5025.09, 4812.77] },
        { label: 'Auto loan', values: [15776.96, 15361.3, 14945.63, 14529.97, 14114.31, 13698.64, 13282.98, 12867.31, 12451.65, 11982.9, 11593.78, 11204.66] },
      ],
    },
    {
      id: 'credit_utilisation',
      type: 'bar',
      title: 'Credit utilisation by card',
      unit: 'percent',
      labels: ['Platypus Rewards Visa ••1188', 'Cash Back Mastercard ••5530'],
      datasets: [{ label: 'Utilisation', values: [62.4, 13.4] }],
    },
  ],
  accounts: SAMPLE_ACCOUNTS,
  income_spend_data: [],
};

export const SAMPLE_INCOME_SPEND: IncomeSpendPoint[] = [
  { month: '2025-11', income: 6850, spending: 5412.38, net: 1437.62, savings_rate: 21 },
  { month: '2025-12', income: 6850, spending: 6912.04, net: -62.04, savings_rate: -0.9 },
  { month: '2026-01', income: 6850, spending: 5230.77, net: 1619.23, savings_rate: 23.6 },
  { month: '2026-02', income: 6850, spending: 4986.1, net: 1863.9, savings_rate: 27.2 },
  { month: '2026-03', income: 9350, spending: 5644.92, net: 3705.08, savings_rate: 39.6 },
  { month: '2026-04', income: 6850, spending: 5318.45, net: 1531.55, savings_rate: 22.4 },
  { month: '2026-05', income: 6850, spending: 5702.66, net: 1147.34, savings_rate: 16.7 },
  { month: '2026-06', income: 7105.4, spending: 6120.09, net: 985.31, savings_rate: 13.9 },
  { month: '2026-07', income: 6850, spending: 6284.51, net: 565.49, savings_rate: 8.3 },
  { month: '2026-08', income: 6850, spending: 5702.18, net: 1147.82, savings_rate: 16.8 },
  { month: '2026-09', income: 6850, spending: 5488.4, net: 1361.6, savings_rate: 19.9 },
  { month: '2026-10', income: 6850, spending: 5811.95, net: 1038.05, savings_rate: 15.2 },
];

const FORECAST_DAYS = Array.from({ length: 30 }, (_, day) => new Date(Date.UTC(2026, 10, 27 + day)).toISOString().slice(0, 10));
const FORECAST_CASH = [
  24883.72, 24787.32, 24690.92, 24594.52, 26273.12, 26176.72, 26080.32, 25983.92, 25498.4, 25402, 25305.6, 25209.2, 25112.8, 25016.4, 24920, 24681, 24584.6, 24488.2, 27816.8, 27720.4,
  27624, 27527.6, 27431.2, 27249.81, 27153.41, 27057.01, 26960.61, 26864.21, 26767.81, 26671.41,
];

const INCOME_SPEND_TEXT = [
  'Over the last 12 months you earned **$84,955.40** and spent **$68,614.45**, so you kept **$16,340.95**: a savings rate of **19.2%**.',
  '',
  '- Your best month was **March 2026** (a bonus month), when you saved **$3,705.08**.',
  '- **December 2025** was the only month you spent more than you earned, by **$62.04**.',
  '- Travel grew most (**+$512.00** in the last 3 months against the 3 before), while shopping shrank by **$203.75**.',
  '',
  `In the next 30 days your paychecks and bills should leave you with about **$26,671.41** in cash, **$1,691.29** more than today. [See your income](/transactions?${YEAR_TO_OCTOBER}&counted_as=income&pending=false)`,
].join('\n');

const INCOME_SPEND_VISUALIZATIONS: AnalysisVisualizations = {
  metrics: [
    { id: 'average_income', label: 'Average monthly income', value: 7079.62, unit: 'currency', change: null, better_when: null, link: `/transactions?${YEAR_TO_OCTOBER}&counted_as=income&pending=false` },
    { id: 'average_spending', label: 'Average monthly spending', value: 5717.87, unit: 'currency', change: null, better_when: null, link: `/transactions?${YEAR_TO_OCTOBER}&counted_as=spending&pending=false` },
    { id: 'net_12m', label: 'Kept over 12 months', value: 16340.95, unit: 'currency', change: null, better_when: null, link: null },
    { id: 'savings_rate', label: 'Savings rate', value: 19.2, unit: 'percent', change: 2.1, better_when: 'up', link: null },
    { id: 'forecast_cash_30d', label: 'Cash in 30 days', value: 26671.41, unit: 'currency', change: 1691.29, better_when: 'up', link: null },
  ],
  charts: [
    {
      id: 'income_vs_spending',
      type: 'bar',
      title: 'Income and spending per month',
      unit: 'currency',
      labels: LAST_12_MONTHS,
      datasets: [
        { label: 'Income', values: SAMPLE_INCOME_SPEND.map((point) => point.income) },
        { label: 'Spending', values: SAMPLE_INCOME_SPEND.map((point) => point.spending) },
        { label: 'Net', type: 'line', values: SAMPLE_INCOME_SPEND.map((point) => point.net) },
      ],
    },
    {
      id: 'category_changes',
      type: 'bar',
      title: 'Categories moving most (last 3 months against the 3 before)',
      unit: 'currency',
      labels: ['TRAVEL', 'FOOD_AND_DRINK', 'ENTERTAINMENT', 'TRANSPORTATION', 'GENERAL_MERCHANDISE'],
      datasets: [{ label: 'Change', values: [512, 284.1, -96.4, -148.22, -203.75] }],
    },
    {
      id: 'cash_flow_forecast',
      type: 'line',
      title: 'Cash over the next 30 days',
      unit: 'currency',
      labels: FORECAST_DAYS,
      datasets: [{ label: 'Projected cash', type: 'area', values: FORECAST_CASH }],
    },
  ],
  accounts: [],
  income_spend_data: SAMPLE_INCOME_SPEND,
};

const BUDGET_TEXT = [
  'You have spent **$3,595.03** of your **$3,620.00** November budget, leaving **$24.97** with 4 days to go. **2 categories** are over: Food and drink by **$112.36** and Entertainment by **$36.25**.',
  '',
  'Over the last four months you went over twice (August by **$82.18**, October by **$191.95**), both times in Food and drink. **$60.00** rolled over from October into Personal care.',
  '',
  '**What to change**',
  '',
  '1. Raise Food and drink to **$800.00**: you have spent more than **$700.00** there in three of the four months.',
  '2. Lower Personal care to **$70.00**: you spent **$64.00** there this month.',
  '3. Keep Rent and utilities at **$1,950.00**.',
].join('\n');

const BUDGET_VISUALIZATIONS: AnalysisVisualizations = {
  metrics: [
    { id: 'planned', label: 'Planned this month', value: 3620, unit: 'currency', change: 0, better_when: null, link: null },
    { id: 'spent', label: 'Spent so far', value: 3595.03, unit: 'currency', change: -216.92, better_when: 'down', link: '/transactions?start_date=2026-11-01&end_date=2026-11-30&counted_as=spending&pending=false' },
    { id: 'left', label: 'Left to spend', value: 24.97, unit: 'currency', change: null, better_when: null, link: null },
    { id: 'over_budget', label: 'Categories over budget', value: 2, unit: 'count', change: 1, better_when: 'down', link: null },
    { id: 'rollover', label: 'Rolled over from October', value: 60, unit: 'currency', change: null, better_when: null, link: null },
  ],
  charts: [
    {
      id: 'budget_vs_actual',
      type: 'bar',
      title: 'Plan against actual, November 2026',
      unit: 'currency',
      labels: ['RENT_AND_UTILITIES', 'FOOD_AND_DRINK', 'GENERAL_MERCHANDISE', 'TRANSPORTATION', 'ENTERTAINMENT', 'PERSONAL_CARE'],
      datasets: [
        { label: 'Planned', values: [1950, 700, 400, 300, 150, 120] },
        { label: 'Spent', values: [1931.42, 812.36, 356.9, 244.1, 186.25, 64] },
      ],
    },
    {
      id: 'monthly_budget',
      type: 'bar',
      title: 'Planned and spent per month',
      unit: 'currency',
      labels: ['2026-08', '2026-09', '2026-10', '2026-11'],
      datasets: [
        { label: 'Planned', values: [3620, 3620, 3620, 3620] },
        { label: 'Spent', values: [3702.18, 3488.4, 3811.95, 3595.03] },
        { label: 'Left', type: 'line', values: [-82.18, 131.6, -191.95, 24.97] },
      ],
    },
  ],
  accounts: [],
  income_spend_data: [],
};

const ANALYSES: Record<AnalysisType, { id: string; sessionId: string; timestamp: string; text: string; visualizations: AnalysisVisualizations }> = {
  account_detail_analysis: {
    id: '6f1c2a9e-3b7d-4c1a-9e55-0d2b8f4a7c10',
    sessionId: 'a3e8d1f0-5c2b-4d7e-8f19-2b6c0e9d4a31',
    timestamp: '2026-11-24T17:26:40.000Z',
    text: ACCOUNT_DETAIL_TEXT,
    visualizations: ACCOUNT_DETAIL_VISUALIZATIONS,
  },
  income_spend_analysis: {
    id: '8d2e4b1f-6a3c-4e8b-a7d2-1c9f0e5b3a24',
    sessionId: 'c7b1e4a2-9d3f-4b6e-8a05-3f2d1c8e7b46',
    timestamp: '2026-11-20T19:05:33.000Z',
    text: INCOME_SPEND_TEXT,
    visualizations: INCOME_SPEND_VISUALIZATIONS,
  },
  budget_analysis: {
    id: '2b7f9c3e-1d4a-4f6b-9c8e-5a0d3e2f1b57',
    sessionId: 'e9f3a7c1-2b8d-4e5f-a6c0-7d1b4e3f9a68',
    timestamp: '2026-11-26T08:42:10.000Z',
    text: BUDGET_TEXT,
    visualizations: BUDGET_VISUALIZATIONS,
  },
};

/** What the server answers when an analysis of `type` runs. */
export const sampleAnalysisReply = (type: AnalysisType): AnalysisReply => {
  const { id, timestamp, text, visualizations } = ANALYSES[type];
  return { text_response: text, ...visualizations, max_reached: false, message: null, timestamp, analysis_id: id };
};

export const FOLLOW_UP_QUESTION = 'Which merchants drove the food and drink overspend?';
export const FOLLOW_UP_ANSWER = [
  'In November, **Whole Foods Market** (**$286.40** over 6 visits) and **DoorDash** (**$174.85** over 7 orders) made up most of your **$812.36** in Food and drink.',
  '',
  '[See November’s food and drink](/transactions?start_date=2026-11-01&end_date=2026-11-30&category=FOOD_AND_DRINK&counted_as=spending&pending=false)',
].join('\n');

/** A follow-up's answer: text only, not an analysis. */
export const SAMPLE_FOLLOW_UP_REPLY: AnalysisReply = {
  text_response: FOLLOW_UP_ANSWER,
  charts: [],
  metrics: [],
  accounts: [],
  income_spend_data: [],
  max_reached: false,
  message: null,
  timestamp: '2026-11-26T08:47:51.000Z',
  analysis_id: null,
};

export const LIMIT_REACHED_MESSAGE = 'You have run all 10 budget analyses for November. The count resets on December 1, 2026.';
export const FOLLOW_UP_LIMIT_MESSAGE = 'You have asked all 30 follow-up questions of this analysis for November. The count resets on December 1, 2026.';

/** The monthly limit reached: no text, no analysis, the server's reason. */
export const limitReachedReply = (message: string): AnalysisReply => ({
  text_response: null,
  charts: [],
  metrics: [],
  accounts: [],
  income_spend_data: [],
  max_reached: true,
  message,
  timestamp: '2026-11-26T10:02:00.000Z',
  analysis_id: null,
});

/** A saved analysis as `latest_analysis` and `previous_analysis` answer it, with its session's follow-ups. */
export const sampleAnalysis = (type: AnalysisType, followUps: Analysis['follow_ups'] = []): Analysis => {
  const { id, sessionId, timestamp, text, visualizations } = ANALYSES[type];
  return { analysis_id: id, type, session_id: sessionId, query: ANALYSIS_PROMPTS[type], timestamp, visualizations, text_response: text, follow_ups: followUps };
};

/** The latest analysis: the budget, with one follow-up asked. */
export const SAMPLE_LATEST_ANALYSIS: Analysis = sampleAnalysis('budget_analysis', [{ query: FOLLOW_UP_QUESTION, text_response: FOLLOW_UP_ANSWER, timestamp: SAMPLE_FOLLOW_UP_REPLY.timestamp }]);

/** Used 3, 1 and 2 of 10 this month. */
export const SAMPLE_COUNTS: AnalysisCounts = {
  account_detail_analysis: 3,
  income_spend_analysis: 1,
  budget_analysis: 2,
  limit: 10,
  follow_up_limit: 30,
  resets_at: '2026-12-01T00:00:00.000Z',
};

/** The budget analysis run all 10 times this month. */
export const EXHAUSTED_BUDGET_COUNTS: AnalysisCounts = { ...SAMPLE_COUNTS, budget_analysis: 10 };

const summary = (type: AnalysisType, analysisId: string, timestamp: string): AnalysisSummary => ({ analysis_id: analysisId, type, timestamp });

/** Every saved analysis, newest first: twelve, so the list has a second page. */
export const SAMPLE_ANALYSIS_SUMMARIES: AnalysisSummary[] = [
  summary('budget_analysis', ANALYSES.budget_analysis.id, ANALYSES.budget_analysis.timestamp),
  summary('account_detail_analysis', ANALYSES.account_detail_analysis.id, ANALYSES.account_detail_analysis.timestamp),
  summary('income_spend_analysis', ANALYSES.income_spend_analysis.id, ANALYSES.income_spend_analysis.timestamp),
  summary('budget_analysis', '0c4e8a2d-7f1b-4d3e-9a6c-8e2f5b1d0c79', '2026-11-09T07:31:48.000Z'),
  summary('account_detail_analysis', '3d9a1e7c-4b2f-4a8d-b5e3-9f0c6a2d1e8a', '2026-11-02T18:20:11.000Z'),
  summary('account_detail_analysis', '5e0b2f8d-8c3a-4b9e-86f4-0a1d7b3e2f9b', '2026-11-02T18:04:56.000Z'),
  summary('budget_analysis', '7f1c3a9e-9d4b-4cae-97a5-1b2e8c4f3a0c', '2026-10-28T12:45:30.000Z'),
  summary('income_spend_analysis', '9a2d4b0f-ae5c-4dbf-88b6-2c3f9d5a4b1d', '2026-10-15T21:10:02.000Z'),
  summary('budget_analysis', 'b13e5c1a-bf6d-4ec0-99c7-3d4a0e6b5c2e', '2026-10-01T08:02:44.000Z'),
  summary('account_detail_analysis', 'c24f6d2b-c07e-4fd1-8ad8-4e5b1f7c6d3f', '2026-09-21T16:37:19.000Z'),
  summary('income_spend_analysis', 'd3506e3c-d18f-4ae2-9be9-5f6c2a8d7e40', '2026-09-03T10:15:00.000Z'),
  summary('budget_analysis', 'e4617f4d-e2a0-4bf3-8cfa-6a7d3b9e8f51', '2026-08-30T09:48:27.000Z'),
];

/** A saved analysis by id, as `previous_analysis` restores it: one of the samples, or a listed one drawn like its type's sample. */
export function sampleAnalysisById(analysisId: string): Analysis | undefined {
  const listed = SAMPLE_ANALYSIS_SUMMARIES.find((analysis) => analysis.analysis_id === analysisId);
  if (!listed) return undefined;
  if (analysisId === SAMPLE_LATEST_ANALYSIS.analysis_id) return SAMPLE_LATEST_ANALYSIS;
  return { ...sampleAnalysis(listed.type), analysis_id: analysisId, timestamp: listed.timestamp };
}
