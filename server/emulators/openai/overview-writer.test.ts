import { InternalServerError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTS_MARKER, WRITER_LINE } from './config.ts';
import { MODEL, startStandIn, type RunningStandIn } from './test-support.ts';

/** The budget overview's writer requests as the product sends them (no tools), on facts written by hand. */

const TODAY = '2024-04-10';
let standIn: RunningStandIn;

beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(async () => {
  await standIn.close();
});

const LINK = '/transactions?start_date=2024-01-01&end_date=2024-03-31&counted_as=spending';

const ACCOUNT_DETAIL = {
  type: 'account_detail_analysis',
  today: TODAY,
  period: { start_date: '2023-04-11', end_date: TODAY },
  balances_as_of: { one_month_ago: '2024-03-10', three_months_ago: '2024-01-10', twelve_months_ago: '2023-04-10' },
  totals: { net_worth: '$12,345.67', net_worth_1_month_ago: '$12,000.00', net_worth_change_1_month: '$345.67', cash: '$4,000.00', cash_change_1_month: '$100.00', investments: '$9,000.00', credit_owed: '$654.33', credit_owed_change_1_month: '-$245.67', credit_limit: '$2,000.00', credit_utilisation: '32.7%' },
  accounts: [
    { name: 'Checking', institution: 'First Bank', type: 'depository', balance: '$4,000.00', available: '$3,950.00', credit_limit: null, change_1_month: '$100.00', change_3_months: '-$50.00', change_12_months: '$1,000.00', utilisation: null, attention: [] },
    { name: 'Card [[model-down]]', institution: 'First Bank', type: 'credit', balance: '$654.33', available: null, credit_limit: '$2,000.00', change_1_month: '-$245.67', change_3_months: null, change_12_months: null, utilisation: '32.7%', attention: ['Credit utilisation is 32.7%, 30% or more of the limit.'] },
  ],
  interest_and_fees: { total: '$42.10', link: LINK, interest: { amount: '$30.00', link: LINK }, fees: { amount: '$12.10', by_kind: [{ kind: 'ATM fees', amount: '$12.10', link: LINK }] } },
  accounts_needing_attention: 1,
  attention: [{ account: 'Card [[model-down]] (First Bank)', reasons: ['Credit utilisation is 32.7%, 30% or more of the limit.'] }],
};

const BUDGET = {
  type: 'budget_analysis',
  today: TODAY,
  period: { start_date: '2024-01-01', end_date: '2024-04-30' },
  budget_month: '2024-04',
  has_budget: true,
  months: [
    { month: '2024-03', has_budget: true, available: '$500.00', spent: '$620.00', paid: '$0.00', remaining: '-$120.00', unbudgeted_spent: '$0.00', all_spent: '$620.00', over_budget: ['Food and drink'] },
    { month: '2024-04', has_budget: true, available: '$540.00', spent: '$210.00', paid: '$0.00', remaining: '$330.00', unbudgeted_spent: '$15.00', all_spent: '$225.00', over_budget: [] },
  ],
  categories: [{ category: 'Food and drink', planned: '$500.00', carried: '$40.00', carried_from: { from_month: '2024-03', available: '$500.00', spent: '$460.00', left: '$40.00' }, rollover: 'carry_left', available: '$540.00', spent: '$210.00', remaining: '$330.00', over_budget: false, link: LINK }],
  unbudgeted: [{ category: 'Medical', kind: 'spending', spent: '$15.00' }],
  pace: { days_left: 20, expected_by_today: '$180.00', spent: '$210.00', projected_month_end: '$630.00', upcoming_bills: '$0.00' },
  suggestions: [{ category: 'Food and drink', action: 'raise', current_plan: '$500.00', suggested_plan: '$560.00', average_3_months: '$551.33', reason: 'Over budget in 2 of the last 3 months; its 3-month average is $551.33.' }],
};

function writerRequest(facts: unknown, prompt = 'Analyse my accounts.'): ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: `Today is ${TODAY} (UTC).\n${WRITER_LINE}\nWrite a short markdown report from the facts.` },
    { role: 'user', content: `${prompt}\n\n${FACTS_MARKER}\n${JSON.stringify(facts)}` },
  ];
}

async function report(facts: unknown, prompt?: string): Promise<string> {
  const completion = await standIn.openai.chat.completions.create({ model: MODEL, temperature: 0, messages: writerRequest(facts, prompt) });
  expect(completion.choices[0]!.finish_reason).toBe('stop');
  return completion.choices[0]!.message.content ?? '';
}

/** Every amount the report states, as written, must be written in the facts too (a sign may be put in words). */
function amountsNotInFacts(text: string, facts: unknown): string[] {
  const known = new Set((JSON.stringify(facts).match(/\$[\d,]+\.\d{2}/g) ?? []).map((m) => m));
  return (text.replace(/\]\([^)]*\)/g, ']').match(/\$[\d,]+(?:\.\d+)?/g) ?? []).filter((m) => !known.has(m));
}

describe('the stand-in writing the budget overview', () => {
  it('writes the account detail from its facts: an opening sentence, a table and the attention list, with no other figure', async () => {
    const text = await report(ACCOUNT_DETAIL);
    expect(text.split('\n')[0]).toBe('Your net worth is $12,345.67, up $345.67 since 2024-03-10.');
    expect(text).toContain('| Checking (First Bank) | $4,000.00 | +$100.00 | -$50.00 | +$1,000.00 |');
    expect(text).toContain('Together your cards use 32.7% of $2,000.00 in limits.');
    expect(text).toContain(`You paid [$42.10](${LINK}) in interest and fees from 2023-04-11 to ${TODAY}`);
    expect(text).toContain('- **Card [[model-down]] (First Bank)**: Credit utilisation is 32.7%, 30% or more of the limit.');
    expect(amountsNotInFacts(text, ACCOUNT_DETAIL)).toEqual([]);
  });

  it('writes the budget with its months, carried amounts and suggestions', async () => {
    const text = await report(BUDGET);
    expect(text.split('\n')[0]).toBe(
      'In April 2024 so far you have spent $210.00 in your budgeted categories, of the $540.00 available in your budget, leaving $330.00; all your spending this month comes to $225.00. At this pace your budgeted categories would reach $630.00 by the end of the month.',
    );
    expect(text).toContain('| March 2024 | $500.00 | $620.00 | -$120.00 | Food and drink | $620.00 |');
    expect(text).toContain('- Food and drink carried $40.00 from March 2024, when $500.00 was available and $460.00 spent.');
    expect(text).toContain('- **Raise Food and drink** from $500.00 to $560.00. Over budget in 2 of the last 3 months; its 3-month average is $551.33.');
    expect(amountsNotInFacts(text, BUDGET)).toEqual([]);
  });

  it('says a month with no budget has none, with all its spending, and no budgeted figures of $0.00', async () => {
    const april = { month: '2024-04', has_budget: false, available: '$0.00', spent: '$0.00', paid: '$0.00', remaining: '$0.00', unbudgeted_spent: '$225.00', all_spent: '$225.00', over_budget: [] };
    const text = await report({ ...BUDGET, months: [BUDGET.months[0], april], categories: [], suggestions: [] });
    expect(text.split('\n')[0]).toBe('There is no budget for April 2024 yet. So far this month you have spent $225.00 in all.');
    expect(text).toContain('| April 2024 | no budget | no budget | no budget | — | $225.00 |');
    expect(text).not.toMatch(/spent \$0\.00/);
  });

  it('never says there is nothing to change while a category is over budget', async () => {
    const over = { ...BUDGET, categories: [{ ...BUDGET.categories[0], spent: '$600.00', remaining: '-$60.00', over_budget: true }], suggestions: [] };
    expect(await report(over)).not.toMatch(/nothing to change/);
    expect(await report({ ...BUDGET, suggestions: [] })).toContain('Your plan fits your spending: there is nothing to change.');
  });

  it('reads test hooks from the prompt only, never from the facts, which are data', async () => {
    await expect(report(ACCOUNT_DETAIL, 'Analyse my accounts. [[model-down]]')).rejects.toBeInstanceOf(InternalServerError);
    expect(await report(BUDGET, '[[ungrounded]] Analyse my budget.')).toMatch(/\$98,765\.43/);
  });

  it('says only which period it covers when the facts are of no type it knows', async () => {
    expect(await report({ type: 'something_else', period: { start_date: '2024-01-01', end_date: '2024-03-31' } })).toBe('Here is your overview from 2024-01-01 to 2024-03-31.');
  });
});
