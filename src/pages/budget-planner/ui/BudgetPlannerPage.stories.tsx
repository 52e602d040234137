import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { budgetHandlers, CONFLICT_RAISE, SAMPLE_BUDGET_MONTH } from '@/entities/budget/testing';
import { withSampleCategoryNames } from '@/entities/category/testing';
import { historyArriving, historyCoverageHandler } from '@/entities/institution/testing';
import { atBudgetMonth } from '@/entities/period/testing';
import type { BudgetInput } from '@/shared/api';
import { expectNoAxeViolations, expectNoSidewaysScroll, STORY_VIEWPORTS } from '@/shared/test-kit';
import { BudgetPlannerPage } from './BudgetPlannerPage';
import { withPlannerRoute } from './story-setup';

const meta = {
  title: 'Budgets/Budget Planner',
  component: BudgetPlannerPage,
  decorators: [withPlannerRoute],
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  globals: { viewport: { value: 'wide' } },
  beforeEach: [
    () => atBudgetMonth(SAMPLE_BUDGET_MONTH),
    // The person's names for categories, their own "Brunch" among them.
    () => withSampleCategoryNames(),
    ({ msw }) => {
      // Every bank's history is in, unless a story says otherwise.
      msw.use(historyCoverageHandler());
    },
  ],
} satisfies Meta<typeof BudgetPlannerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const plannedField = (canvasElement: HTMLElement, category: string) => within(canvasElement).findByRole('textbox', { name: `Planned for ${category}` });
const rowOf = (field: HTMLElement) => within(field.closest('tr') as HTMLElement);
const groupOf = (canvasElement: HTMLElement, group: string) => within(within(canvasElement).getByRole('rowgroup', { name: group }));
/** A figure of the month's totals, by its term. */
const total = (canvasElement: HTMLElement, term: string) => within(canvasElement).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

let saves: BudgetInput[] = [];
const recordSave = (body: BudgetInput) => void saves.push(body);

/** November 2026 planned by category in the person's groups: amounts, history, rollovers, totals; saving one amount as it is typed, then Undo. */
export const Planned: Story = {
  beforeEach({ msw }) {
    saves = [];
    msw.use(...budgetHandlers({ onSave: recordSave }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const groceries = await plannedField(canvasElement, 'Groceries');
    await expect(groceries).toHaveValue('400');
    await expect(rowOf(groceries).getByText('$402.10')).toBeInTheDocument();
    await expect(rowOf(groceries).getByText('$380.55')).toBeInTheDocument();
    // Restaurants apart from groceries, and brunch (a category of the person's own) apart from restaurants, the group totalled: $50 + $400 + $100 + $50.
    const food = groupOf(canvasElement, 'Food');
    await expect(await plannedField(canvasElement, 'Restaurant')).toHaveValue('100');
    await expect(food.getByRole('textbox', { name: 'Planned for Brunch' })).toHaveValue('50');
    const foodTotals = food.getByRole('rowheader', { name: /^Food\s*, all categories$/ });
    await expect(foodTotals).toHaveTextContent('🍽️');
    await expect(foodTotals.closest('tr')).toHaveTextContent('$600.00');
    await expect(canvas.getByRole('combobox', { name: 'Rollover for Gas' })).toHaveValue('carry_all');
    await expect(total(canvasElement, 'Planned')).toHaveTextContent('$3,100.00');
    await expect(total(canvasElement, 'Left to plan')).toHaveTextContent('$3,100.00');
    await expectNoAxeViolations(canvasElement);

    await userEvent.clear(groceries);
    await userEvent.type(groceries, '450{Enter}');
    // Shown at once, before the answer.
    await expect(rowOf(groceries).getByText('$450.00')).toBeInTheDocument();
    await waitFor(() => expect(saves).toEqual([{ categories: [{ category: 'FOOD_AND_DRINK_GROCERIES', amount: 450, version: 3 }] }]));
    await expect(total(canvasElement, 'Planned')).toHaveTextContent('$3,150.00');
    await expect(total(canvasElement, 'Left to plan')).toHaveTextContent('$3,050.00');

    const undo = canvas.getByRole('button', { name: 'Undo the last change' });
    await waitFor(() => expect(undo).toBeEnabled());
    await userEvent.click(undo);
    await waitFor(() => expect(saves[1]).toEqual({ categories: [{ category: 'FOOD_AND_DRINK_GROCERIES', amount: 400, version: 4 }] }));
    await waitFor(() => expect(groceries).toHaveValue('400'));
    await waitFor(() => expect(undo).toBeDisabled());
  },
};

/** Bills, debt payments and savings as lines in the person's groups (rent and the mortgage in Housing), each with the recurring bills on it, counted in what is left to plan. */
export const BillsDebtAndSavings: Story = {
  beforeEach({ msw }) {
    msw.use(...budgetHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rent = await plannedField(canvasElement, 'Rent');
    await expect(rent.closest('tbody')).toHaveAccessibleName('Housing');
    await expect(rowOf(rent).getByText('Oakwood Properties: $1,650.00 monthly')).toBeInTheDocument();
    const mortgage = await plannedField(canvasElement, 'Mortgage payment');
    await expect(mortgage.closest('tbody')).toHaveAccessibleName('Housing');
    await expect(rowOf(mortgage).getByText('HOME MORTGAGE PMT: $1,845.20 monthly')).toBeInTheDocument();
    // The card payment pays for purchases planned in their categories: only what is paid beyond them is planned here.
    const cardField = await plannedField(canvasElement, 'Credit card payment');
    await expect(cardField.closest('tbody')).toHaveAccessibleName('Debt payments');
    const card = rowOf(cardField);
    await expect(card.getByText('Card purchases are planned in their categories: plan here what you pay off beyond them.')).toBeInTheDocument();
    await expect((await plannedField(canvasElement, 'Account transfer')).closest('tbody')).toHaveAccessibleName('Savings');
    await expect(canvas.getByText('Everything planned counts: $1,650.00 for bills, $0.00 for debt payments and $300.00 for savings, with everyday spending.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Plan recurring bills' })).toBeEnabled();
    await expectNoAxeViolations(canvasElement);
  },
};

/** The same month at 390 px: each line a card under its group, nothing scrolls sideways. */
export const PlannedOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    msw.use(...budgetHandlers());
  },
  play: async ({ canvasElement }) => {
    await expect(await plannedField(canvasElement, 'Groceries')).toBeVisible();
    await expect(window.innerWidth).toBe(390);
    await expectNoSidewaysScroll();
    await expectNoAxeViolations(canvasElement);
  },
};

/** A category no money went to yet, added to its group: its line shows with its amount field focused. */
export const CategoryAdded: Story = {
  beforeEach({ msw }) {
    msw.use(...budgetHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await plannedField(canvasElement, 'Groceries');
    await expect(canvas.queryByRole('textbox', { name: 'Planned for Fast food' })).toBeNull();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Add a category to Food' }), 'Fast food');
    const fastFood = await plannedField(canvasElement, 'Fast food');
    await waitFor(() => expect(fastFood).toHaveFocus());
    await expect(fastFood.closest('tbody')).toHaveAccessibleName('Food');
    await expectNoAxeViolations(canvasElement);
  },
};

/** A month never planned: filling from the 3-month average is the way in, one save for every line. */
export const EmptyMonth: Story = {
  beforeEach({ msw }) {
    saves = [];
    msw.use(...budgetHandlers({ budget: 'empty', onSave: recordSave }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nothing planned for November 2026 yet' })).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fill from 3-month average' }));
    await expect(await plannedField(canvasElement, 'Groceries')).toHaveValue('380.55');
    await waitFor(() => expect(saves).toHaveLength(1));
    // Every line with an average to fill from, bills, debt payments and savings too: thirteen in one save.
    await expect(saves[0]?.categories).toHaveLength(13);
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Nothing planned for November 2026 yet' })).toBeNull());
  },
};

/** An amount with three decimals: said beside the field, marked invalid, and nothing saved. */
export const InvalidField: Story = {
  beforeEach({ msw }) {
    saves = [];
    msw.use(...budgetHandlers({ onSave: recordSave }));
  },
  play: async ({ canvasElement }) => {
    const groceries = await plannedField(canvasElement, 'Groceries');
    await userEvent.clear(groceries);
    await userEvent.type(groceries, '12.345');
    const message = rowOf(groceries).getByText('Use at most two decimals (whole cents).');
    await expect(groceries).toHaveAttribute('aria-invalid', 'true');
    await expect(groceries).toHaveAttribute('aria-describedby', message.id);
    await expect(groceries).toHaveAccessibleDescription('Use at most two decimals (whole cents).');
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(saves).toEqual([]);
    await expect(groceries).toHaveValue('12.345');
    await expectNoAxeViolations(canvasElement);
  },
};

/** The line was changed in another tab: the save answers 409, the month is read again and the notice names the line. */
export const ConflictNotice: Story = {
  beforeEach({ msw }) {
    msw.use(...budgetHandlers({ save: 'conflict' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const groceries = await plannedField(canvasElement, 'Groceries');
    await userEvent.clear(groceries);
    await userEvent.type(groceries, '700{Enter}');
    await expect(await canvas.findByText('Someone changed Groceries in another tab or device; it now shows their amount. Your change was not saved.')).toBeInTheDocument();
    await waitFor(() => expect(groceries).toHaveValue(String(400 + CONFLICT_RAISE)));
    await expect(canvas.getByRole('button', { name: 'Undo the last change' })).toBeDisabled();
    await expectNoAxeViolations(canvasElement);
  },
};

/** The save fails (not a conflict): the amount goes back to what was saved and the page says so. */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...budgetHandlers({ save: 'failed' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const groceries = await plannedField(canvasElement, 'Groceries');
    await userEvent.clear(groceries);
    await userEvent.type(groceries, '650{Enter}');
    await expect(await canvas.findByText("Your change couldn't be saved, so it was undone. Please try again.")).toBeInTheDocument();
    await waitFor(() => expect(groceries).toHaveValue('400'));
    await expect(rowOf(groceries).getByText('$400.00')).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/** What carries in and from where. */
export const RolloverShown: Story = {
  beforeEach({ msw }) {
    msw.use(...budgetHandlers());
  },
  play: async ({ canvasElement }) => {
    const music = rowOf(await plannedField(canvasElement, 'Music and audio'));
    await expect(music.getByText('+$40.00')).toBeInTheDocument();
    await expect(music.getByText('from October 2026: $200.00 available, $160.00 spent')).toBeInTheDocument();
    await expect(music.getByText('$240.00')).toBeInTheDocument();
    const gas = rowOf(await plannedField(canvasElement, 'Gas'));
    await expect(gas.getByText('−$20.00')).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/** While the month loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...budgetHandlers({ budget: 'loading' }));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your budget…')).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/** The month could not be read: Try again. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...budgetHandlers({ budget: 'failed' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expectNoAxeViolations(canvasElement);
  },
};

/** A new bank has sent its days from October 30 on: last month and the 3-month averages the plan starts from say they count only from then. */
export const HistoryArriving: Story = {
  beforeEach({ msw }) {
    msw.use(historyCoverageHandler(historyArriving('2026-10-30')), ...budgetHandlers());
  },
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByText('Your last 30 days are here; older history is on its way');
    await expect(notice).toHaveTextContent('Last month and the 3-month averages count only from Oct 30, 2026, so they may be lower than what you spend.');
    await expectNoAxeViolations(canvasElement);
  },
};

