import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ANALYSIS_PROMPTS, BUDGET_CHAT_FAILED, BUDGET_OVERVIEW_WELCOME } from '@/entities/analysis';
import {
  FOLLOW_UP_QUESTION,
  LIMIT_REACHED_MESSAGE,
  recordBudgetOverviewCalls,
  SAMPLE_ANALYSIS_SUMMARIES,
  SAMPLE_LATEST_ANALYSIS,
  type BudgetOverviewCalls,
} from '@/entities/analysis/testing';
import { formatMoment } from '@/shared/lib';
import { expectNoAxeViolations, expectNoSidewaysScroll, STORY_VIEWPORTS } from '@/shared/test-kit';
import { BudgetOverviewPage } from './BudgetOverviewPage';
import { answerWith, signedInWithFreshChat, withBudgetOverviewRoute } from './story-setup';

const meta = {
  title: 'Budget Overview/Budget Overview Page',
  component: BudgetOverviewPage,
  decorators: [withBudgetOverviewRoute],
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  globals: { viewport: { value: 'wide' } },
  beforeEach: signedInWithFreshChat,
} satisfies Meta<typeof BudgetOverviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

let calls: BudgetOverviewCalls = recordBudgetOverviewCalls();

type Canvas = ReturnType<typeof within>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const region = (canvas: Canvas, name: string) => within(canvas.getByRole('region', { name }));
/** A block of a reply's figures: a named group. */
const group = (canvas: Canvas, name: string) => within(canvas.getByRole('group', { name }));
const conversation = (canvas: Canvas) => region(canvas, 'Conversation');
const starters = (canvas: Canvas) => region(canvas, 'Start an analysis');
const previous = (canvas: Canvas) => region(canvas, 'Previous analyses');
const questionBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Your question' }) as HTMLTextAreaElement;
const announced = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-live="polite"]')?.textContent ?? '';

/** The counts have landed: each starter says what is left. */
const countsShown = (canvas: Canvas) => starters(canvas).findByText('7 of 10 runs left this month');

/** Starts an analysis from its card and waits for the reply to fill the placeholder. */
async function runAnalysis(canvas: Canvas, name: string, lastLine: RegExp) {
  await countsShown(canvas);
  await userEvent.click(starters(canvas).getByRole('button', { name }));
  return conversation(canvas).findByText(lastLine);
}

/** Shows a chart's table (Chart / Table toggle, by keyboard) and gives it. */
async function tableOf(canvas: Canvas, title: string) {
  const toggle = within(canvas.getByRole('radiogroup', { name: `${title} view` }));
  await userEvent.click(toggle.getByRole('radio', { name: 'Chart' }));
  await userEvent.keyboard('{ArrowRight}');
  await expect(toggle.getByRole('radio', { name: 'Table' })).toBeChecked();
  return within(canvas.getByRole('group', { name: `${title}, figures` }));
}

const cellsOf = (table: Canvas, rowName: string) =>
  within(table.getByRole('row', { name: new RegExp(`^${rowName}`) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** A first visit: the welcome, the three analyses with the runs left, nothing saved yet. */
export const Welcome: Story = {
  beforeEach({ msw }) {
    calls = recordBudgetOverviewCalls();
    answerWith(msw, { list: 'empty' }, calls);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Budget Overview' })).toBeVisible();
    await expect(canvas.getByText(BUDGET_OVERVIEW_WELCOME)).toBeVisible();
    await countsShown(canvas);
    const cards = starters(canvas).getAllByRole('button');
    await expect(cards).toHaveLength(3);
    for (const [index, name] of ['Account detail', 'Income vs spend', 'Budget'].entries()) {
      await expect(starters(canvas).getByRole('button', { name })).toBe(cards[index]);
    }
    await expect(await previous(canvas).findByText('No saved analyses yet')).toBeVisible();
    // No latest analysis (404): the conversation is empty, and says nothing is loading.
    await waitFor(() => expect(conversation(canvas).queryByRole('status')).toBeNull());
    await expect(conversation(canvas).queryAllByRole('listitem')).toEqual([]);
    await expect(canvas.getByText('Up to 30 follow-up questions per analysis each month.')).toBeVisible();
    await expectNoAxeViolations(canvasElement);
  },
};

/** The three analyses: what each looks at and the runs left; the budget one is used up, says why and when it resets, and starts nothing. */
export const Starters: Story = {
  beforeEach({ msw }) {
    calls = recordBudgetOverviewCalls();
    answerWith(msw, { counts: 'budgetExhausted' }, calls);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await countsShown(canvas);
    const cards = starters(canvas);
    await expect(cards.getByRole('button', { name: 'Account detail' })).toHaveAccessibleDescription(
      'Balances and how they changed over 1, 3 and 12 months, credit use, interest and fees, and accounts that need attention. 7 of 10 runs left this month',
    );
    await expect(cards.getByRole('button', { name: 'Income vs spend' })).toHaveAccessibleDescription(/9 of 10 runs left this month$/);
    const budget = cards.getByRole('button', { name: 'Budget' });
    await expect(budget).toHaveAttribute('aria-disabled', 'true');
    await expect(budget).toHaveAccessibleDescription(/No runs left this month.*They reset on December 1\.$/);
    // Still reachable by keyboard, so the reason can be read; Enter starts nothing.
    budget.focus();
    await expect(budget).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(budget);
    await expect(conversation(canvas).queryAllByRole('listitem')).toEqual([]);
    await expect(calls.runs).toEqual([]);
    await expectNoAxeViolations(canvasElement);
  },
};

/** A reply on its way: the canned prompt as the user's message, the placeholder below it, and nothing else can be sent. */
export const Loading: Story = {
  beforeEach({ msw }) {
    calls = recordBudgetOverviewCalls();
    answerWith(msw, { run: 'loading' }, calls);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await countsShown(canvas);
    const card = starters(canvas).getByRole('button', { name: 'Income vs spend' });
    card.focus();
    await userEvent.keyboard('{Enter}');
    const talk = conversation(canvas);
    await expect(await talk.findByText(ANALYSIS_PROMPTS.income_spend_analysis)).toBeVisible();
    await expect(talk.getByRole('status')).toHaveTextContent('Comparing your income and spending…');
    await expect(talk.getByRole('heading', { level: 3, name: /^Income vs spend analysis · / })).toBeVisible();
    await waitFor(() => expect(calls.runs).toHaveLength(1));
    await expect(calls.runs[0]?.body).toMatchObject({ query: ANALYSIS_PROMPTS.income_spend_analysis, workflow_type: 'income_spend_analysis', is_follow_up: false });
    await expect(calls.runs[0]?.body.session_id).toMatch(UUID);
    await expect(card).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(questionBox(canvas), 'And last year?');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(calls.followUps).toEqual([]);
    await expectNoAxeViolations(canvasElement);
  },
};

/** The account detail analysis: its text, metric cards with how they moved, balances and card use charted, and the accounts with what needs attention. */
export const AccountDetailResult: Story = {
  beforeEach({ msw }) {
    calls = recordBudgetOverviewCalls();
    answerWith(msw, {}, calls);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await runAnalysis(canvas, 'Account detail', /your steadiest gain/);
    await waitFor(() => expect(announced(canvasElement)).toMatch(/^Budget overview: Your net worth is \$8,962\.69, up \$1,461\.84/));
    const figures = group(canvas, 'Key figures');
    await expect(figures.getByText('$8,962.69')).toBeVisible();
    await expect(figures.getByText('▲ +$1,461.84')).toBeVisible();
    await expect(figures.getByText('▼ −1.5 pts')).toBeVisible();
    await expect(figures.getByRole('link', { name: 'See transactions behind fees paid, 12 months' })).toHaveAttribute('href', '/transactions?start_date=2025-11-01&end_date=2026-10-31&category=BANK_FEES&pending=false');

    const accounts = group(canvas, 'Your accounts, figures');
    await expect(cellsOf(accounts, 'Platypus Rewards Visa ••1188')).toEqual(['$3,744.20owed', '+$318.62', '+$1,022.47', '+$1,390.05', '62.4%of $6,000.00']);
    await expect(cellsOf(accounts, 'Auto Loan ••0093')).toEqual(['$11,204.66owed', '−$389.12', '−$1,163.80', '−$4,572.30', '—']);
    // Only the card that needs it says why, under its row.
    const attention = accounts.getAllByText('Needs attention');
    await expect(attention).toHaveLength(1);
    await expect(attention[0]?.closest('td')).toHaveTextContent('Needs attention62.4% of its $6,000.00 limit is used (above 30%)$38.00 in late fees in the last 12 months');

    await expect(await canvas.findByRole('img', { name: /^Line chart of balances over 12 months: Cash, Owed on cards and Auto loan, 12 points/ }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^Bar chart of credit utilisation by card: Utilisation, 2 points/ })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('.recharts-surface')).not.toBeNull());
    const balances = await tableOf(canvas, 'Balances over 12 months');
    await expect(cellsOf(balances, 'November 2026')).toEqual(['$24,980.12', '$4,812.77', '$11,204.66']);
    // The runs left are read again after a run.
    await waitFor(() => expect(calls.counts).toBe(2));
    await expect(previous(canvas).getByRole('button', { current: true })).toHaveTextContent(/^Account detail/);
    await expectNoAxeViolations(canvasElement);
  },
};

/** Income against spending: bars with a net line, the categories moving most, the 30-day forecast, every month's figures; a metric links to its transactions. */
export const IncomeSpendResult: Story = {
  beforeEach({ msw }) {
    answerWith(msw);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await runAnalysis(canvas, 'Income vs spend', /with about/);
    await expect(await canvas.findByRole('img', { name: /^Bar chart of income and spending per month: Income \(bar\), Spending \(bar\) and Net \(line\), 12 points/ }, { timeout: 10_000 })).toBeVisible();
    await expect(await canvas.findByRole('img', { name: /^Line chart of cash over the next 30 days/ })).toBeVisible();

    const perMonth = await tableOf(canvas, 'Income and spending per month');
    await expect(perMonth.getAllByRole('row')).toHaveLength(13);
    await expect(cellsOf(perMonth, 'December 2025')).toEqual(['$6,850.00', '$6,912.04', '-$62.04']);
    const categories = await tableOf(canvas, 'Categories moving most (last 3 months against the 3 before)');
    await expect(cellsOf(categories, 'Travel')).toEqual(['$512.00']);
    const months = group(canvas, 'Month by month, figures');
    await expect(cellsOf(months, 'March 2026')).toEqual(['$9,350.00', '$5,644.92', '$3,705.08', '39.6%']);

    await userEvent.click(group(canvas, 'Key figures').getByRole('link', { name: 'See transactions behind average monthly income' }));
    await expect(canvas.getByText('Page: /transactions?start_date=2025-11-01&end_date=2026-10-31&counted_as=income&pending=false')).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/** The budget: plan against actual per category and per month, what is over, and what to change. */
export const BudgetResult: Story = {
  beforeEach({ msw }) {
    answerWith(msw);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await runAnalysis(canvas, 'Budget', /Keep Rent and utilities at/);
    await expect(conversation(canvas).getByText('What to change')).toBeVisible();
    const overBudget = group(canvas, 'Key figures').getByText('Categories over budget').closest('div')!;
    await expect(overBudget).toHaveTextContent('Categories over budget2▲ +1up 1 vs previous period');
    // One more category over budget is a move the wrong way (the server says fewer is better); less spent the right way.
    await expect(overBudget.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'bad');
    await expect(group(canvas, 'Key figures').getByText('Spent so far').closest('div')!.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'good');
    await expect(await canvas.findByRole('img', { name: /^Bar chart of plan against actual, November 2026: Planned and Spent/ }, { timeout: 10_000 })).toBeVisible();
    const plan = await tableOf(canvas, 'Plan against actual, November 2026');
    await expect(cellsOf(plan, 'Food and drink')).toEqual(['$700.00', '$812.36']);
    const perMonth = await tableOf(canvas, 'Planned and spent per month');
    await expect(cellsOf(perMonth, 'October 2026')).toEqual(['$3,620.00', '$3,811.95', '-$191.95']);
    await expectNoAxeViolations(canvasElement);
  },
};

/** A follow-up in the analysis's session: Enter sends it, Shift+Enter starts a line; the answer's link stays in the app. */
export const FollowUpAnswer: Story = {
  beforeEach({ msw }) {
    calls = recordBudgetOverviewCalls();
    answerWith(msw, {}, calls);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await runAnalysis(canvas, 'Budget', /Keep Rent and utilities at/);
    const box = questionBox(canvas);
    await userEvent.type(box, 'Which merchants{Shift>}{Enter}{/Shift}');
    await expect(box.value).toBe('Which merchants\n');
    await userEvent.clear(box);
    await userEvent.type(box, `${FOLLOW_UP_QUESTION}{Enter}`);
    await expect(box).toHaveValue('');
    await expect(canvas.getByText('0/1000')).toBeVisible();
    const talk = conversation(canvas);
    await expect(await talk.findByText(/made up most of your/)).toBeVisible();
    await expect(talk.getByText(FOLLOW_UP_QUESTION)).toBeVisible();
    await expect(calls.followUps).toEqual([{ query: FOLLOW_UP_QUESTION, workflow_type: 'budget_analysis', session_id: calls.runs[0]?.body.session_id, is_follow_up: true }]);
    await expect(talk.getByRole('link', { name: 'See November’s food and drink' })).toHaveAttribute(
      'href',
      '/transactions?start_date=2026-11-01&end_date=2026-11-30&category=FOOD_AND_DRINK&counted_as=spending&pending=false',
    );
    await waitFor(() => expect(announced(canvasElement)).toMatch(/^Budget overview: In November, Whole Foods Market/));
    await expectNoAxeViolations(canvasElement);
  },
};

/** The month's runs used up on the server: its message, set apart as a notice. */
export const MonthlyRunsUsedUp: Story = {
  beforeEach({ msw }) {
    answerWith(msw, { run: 'maxReached' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await countsShown(canvas);
    await userEvent.click(starters(canvas).getByRole('button', { name: 'Budget' }));
    const notice = await conversation(canvas).findByText(LIMIT_REACHED_MESSAGE);
    await expect(notice).toBeVisible();
    await expect(notice.closest('p')).toHaveTextContent(`Notice: ${LIMIT_REACHED_MESSAGE}`);
    await expect(conversation(canvas).queryByText(BUDGET_CHAT_FAILED)).toBeNull();
    await waitFor(() => expect(announced(canvasElement)).toBe(`Notice: ${LIMIT_REACHED_MESSAGE}`));
    await expectNoAxeViolations(canvasElement);
  },
};

/** A run that failed: the spec's words in place of the reply. */
export const RunFailed: Story = {
  beforeEach({ msw }) {
    answerWith(msw, { run: 'failed' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await countsShown(canvas);
    await userEvent.click(starters(canvas).getByRole('button', { name: 'Account detail' }));
    await expect(await conversation(canvas).findByText(BUDGET_CHAT_FAILED)).toBeVisible();
    await waitFor(() => expect(announced(canvasElement)).toBe(BUDGET_CHAT_FAILED));
    // The box is usable again.
    await userEvent.type(questionBox(canvas), 'Try once more');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expectNoAxeViolations(canvasElement);
  },
};

/** Opening the page restores the latest analysis: its canned prompt, its reply with figures, its follow-up; a new question continues its session. */
export const RestoredLatest: Story = {
  beforeEach({ msw }) {
    calls = recordBudgetOverviewCalls();
    answerWith(msw, { latest: 'budget_analysis' }, calls);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const talk = conversation(canvas);
    await expect(await talk.findByRole('heading', { level: 3, name: `Budget analysis · ${formatMoment(SAMPLE_LATEST_ANALYSIS.timestamp)}` })).toBeVisible();
    const messages = talk.getAllByRole('listitem').filter((item) => item.hasAttribute('data-message-id'));
    await expect(messages).toHaveLength(4);
    await expect(messages[0]).toHaveTextContent(ANALYSIS_PROMPTS.budget_analysis);
    await expect(messages[1]).toHaveTextContent(/What to change/);
    await expect(messages[2]).toHaveTextContent(FOLLOW_UP_QUESTION);
    await expect(messages[3]).toHaveTextContent(/made up most of your \$812\.36 in Food and drink/);
    // Not read out: only replies that arrive are.
    await expect(announced(canvasElement)).toBe('');
    await expect(await previous(canvas).findByRole('button', { current: true })).toHaveTextContent(`Budget${formatMoment(SAMPLE_LATEST_ANALYSIS.timestamp)}Shown`);

    await userEvent.type(questionBox(canvas), 'What about December?{Enter}');
    await waitFor(() => expect(calls.followUps).toHaveLength(1));
    await expect(calls.followUps[0]).toEqual({ query: 'What about December?', workflow_type: 'budget_analysis', session_id: SAMPLE_LATEST_ANALYSIS.session_id, is_follow_up: true });
    await expectNoAxeViolations(canvasElement);
  },
};

/** The saved analyses by type and date, newest first; Show more reads the older page, and any of them opens in place of the conversation. */
export const PreviousAnalysesList: Story = {
  beforeEach({ msw }) {
    calls = recordBudgetOverviewCalls();
    answerWith(msw, {}, calls);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = previous(canvas);
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(10));
    await expect(list.getAllByRole('button').slice(0, 3).map((button) => button.textContent)).toEqual(
      SAMPLE_ANALYSIS_SUMMARIES.slice(0, 3).map((analysis) => `${{ budget_analysis: 'Budget', account_detail_analysis: 'Account detail', income_spend_analysis: 'Income vs spend' }[analysis.type]}${formatMoment(analysis.timestamp)}`),
    );
    const showMore = list.getByRole('button', { name: 'Show more' });
    showMore.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(12));
    await expect(calls.listPages).toEqual([null, SAMPLE_ANALYSIS_SUMMARIES[9]?.analysis_id]);
    await expect(list.queryByRole('button', { name: 'Show more' })).toBeNull();

    const older = SAMPLE_ANALYSIS_SUMMARIES[7];
    if (!older) throw new Error('no sample');
    const item = list.getByRole('button', { name: `Income vs spend ${formatMoment(older.timestamp)}` });
    item.focus();
    await userEvent.keyboard('{Enter}');
    const heading = await conversation(canvas).findByRole('heading', { level: 3, name: `Income vs spend analysis · ${formatMoment(older.timestamp)}` });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(calls.restores).toEqual([older.analysis_id]);
    await expect(conversation(canvas).getByText(ANALYSIS_PROMPTS.income_spend_analysis)).toBeVisible();
    await expect(item).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(canvasElement);
  },
};

/** A saved analysis that cannot be read: the conversation stays, and the list says so by the item. */
export const RestoreFailed: Story = {
  beforeEach({ msw }) {
    answerWith(msw, { restore: 'failed' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = previous(canvas);
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(10));
    await userEvent.click(list.getAllByRole('button')[2] as HTMLElement);
    await expect(await list.findByRole('alert')).toHaveTextContent('We couldn’t open this analysis. Please try again.');
    await expect(conversation(canvas).queryAllByRole('listitem')).toEqual([]);
    await expectNoAxeViolations(canvasElement);
  },
};

/** "Show more" failed: the page read stays, the list says so and offers Try again. */
export const OlderAnalysesFailed: Story = {
  beforeEach({ msw }) {
    calls = recordBudgetOverviewCalls();
    answerWith(msw, { list: 'olderFails' }, calls);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = previous(canvas);
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(10));
    await userEvent.click(list.getByRole('button', { name: 'Show more' }));
    await expect(await list.findByRole('alert')).toHaveTextContent('We couldn’t load older analyses.');
    await expect(list.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(list.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.listPages.filter((before) => before !== null)).toHaveLength(2));
    await expectNoAxeViolations(canvasElement);
  },
};

/** Opening, while the latest analysis, the counts and the saved analyses are on their way. */
export const OpeningLoading: Story = {
  beforeEach({ msw }) {
    answerWith(msw, { counts: 'loading', latest: 'loading', list: 'loading' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(conversation(canvas).getByRole('status')).toHaveTextContent('Loading your latest analysis…');
    await expect(previous(canvas).getByRole('status')).toHaveTextContent('Loading your saved analyses…');
    await expect(canvas.getByText('Checking the runs you have left…')).toBeInTheDocument();
    // The analyses can still be started; the server keeps count.
    await expect(starters(canvas).getByRole('button', { name: 'Budget' })).not.toHaveAttribute('aria-disabled');
    await expectNoAxeViolations(canvasElement);
  },
};

/** Every read failed: each block says so and offers Try again; the starters still work. */
export const OpeningFailed: Story = {
  beforeEach({ msw }) {
    calls = recordBudgetOverviewCalls();
    answerWith(msw, { counts: 'failed', latest: 'failed', list: 'failed' }, calls);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(3));
    await expect(conversation(canvas).getByRole('alert')).toHaveTextContent('We couldn’t load your latest analysis');
    await expect(previous(canvas).getByRole('alert')).toHaveTextContent('We couldn’t load your saved analyses.');
    await expect(starters(canvas).getByRole('alert')).toHaveTextContent('We couldn’t check how many runs you have left. You can still start one.');
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(3);
    await userEvent.click(starters(canvas).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.counts).toBe(2));
    await expectNoAxeViolations(canvasElement);
  },
};

/** On a phone: the starters stack, the saved analyses come last, charts and tables fit; nothing scrolls sideways. */
export const IncomeSpendResultOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    answerWith(msw);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    await runAnalysis(canvas, 'Income vs spend', /with about/);
    await expect(await canvas.findByRole('img', { name: /^Bar chart of income and spending per month/ }, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('.recharts-surface')).not.toBeNull());
    await expectNoSidewaysScroll();
    await expectNoAxeViolations(canvasElement);
  },
};

/**
 * On a phone (390 px) the accounts' and the months' tables are lists: each account or month a block
 * of lines, each figure beside its column's name, nothing to scroll sideways for.
 */
export const AccountDetailResultOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    answerWith(msw);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    await runAnalysis(canvas, 'Account detail', /your steadiest gain/);
    const accountsGroup = canvas.getByRole('group', { name: 'Your accounts, figures' });
    const accounts = within(accountsGroup);
    // Still read as a table: the same cells, in the same order, as at 1400 px.
    await expect(cellsOf(accounts, 'Platypus Rewards Visa ••1188')).toEqual(['$3,744.20owed', '+$318.62', '+$1,022.47', '+$1,390.05', '62.4%of $6,000.00']);
    const row = accounts.getByRole('row', { name: /^Platypus Rewards Visa ••1188/ });
    const rowBox = row.getBoundingClientRect();
    for (const cell of within(row).getAllByRole('cell')) {
      const box = cell.getBoundingClientRect();
      // A line of its own across the row (its column's name on the left), not a column beside the others.
      await expect(box.width).toBeGreaterThan(rowBox.width - 2);
      await expect(getComputedStyle(cell, '::before').content).toMatch(/^attr\(data-label\)|^"/);
    }
    await expect(accountsGroup.scrollWidth).toBeLessThanOrEqual(accountsGroup.clientWidth);
    await expectNoSidewaysScroll();
    await expectNoAxeViolations(canvasElement);
  },
};
