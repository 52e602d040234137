import { monthRange } from '../budgets/index.ts';

/** The prompts an AI client offers its user, ready to run against the tools. */
export const PROMPTS = [
  {
    name: 'month_in_review',
    title: 'Month in review',
    description: 'Where the money went in a month: spending by category, income, the budget, and the month before for comparison.',
    arguments: [{ name: 'month', description: 'YYYY-MM; the last whole month when left out.', required: false }],
  },
];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month before the one `today` is in, `YYYY-MM`. */
function lastMonth(today: string): string {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The month in review's message: which tools to call for which dates, and how to quote them. */
export function monthInReview(requested: string | undefined, today: string) {
  const month = requested && MONTH.test(requested) ? requested : lastMonth(today);
  const { end } = monthRange(month);
  const before = lastMonth(`${month}-01`);
  const text = [
    `Review my month ${month} (${month}-01 to ${end}) in Ledgerline.`,
    `Call spending_summary grouped by category for those dates, income_statement for them, budget_status for ${month}, and compare_periods with ${before} as the first side and ${month} as the second.`,
    'Then write a short review: what I spent and earned, the three biggest categories, how the budget went, and what changed from the month before.',
    'Quote every figure exactly as the tools give it, each with its link; do not add anything up yourself.',
  ].join('\n');
  return { description: `Month in review: ${month}`, messages: [{ role: 'user' as const, content: { type: 'text' as const, text } }] };
}
