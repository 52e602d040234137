import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { budgetHandlers, CONFLICT_RAISE, SAMPLE_BUDGET_MONTH } from '@/entities/budget/testing';
import { atBudgetMonth } from '@/entities/period/testing';
import type { BudgetInput } from '@/shared/api';
import { expectNoAxeViolations, expectNoSidewaysScroll, STORY_VIEWPORTS } from '@/shared/test-kit';
import { BudgetPlannerPage } from './BudgetPlannerPage';
import { withPlannerRoute } from './story-setup';

const meta = {
  title: 'Pages/Budget planner',
  component: BudgetPlannerPage,
  decorators: [withPlannerRoute],
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  globals: { viewport: { value: 'wide' } },
  beforeEach: () => atBudgetMonth(SAMPLE_BUDGET_MONTH),
} satisfies Meta<typeof BudgetPlannerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const plannedField = (canvasElement: HTMLElement, category: string) => within(canvasElement).findByRole('textbox', { name: `Planned for ${category}` });
const rowOf = (field: HTMLElement) => within(field.closest('tr') as HTMLElement);

let saves: BudgetInput[] = [];
const recordSave = (body: BudgetInput) => void saves.push(body);

/** November 2026 planned: amounts, history, rollovers, totals; saving one amount as it is typed, then Undo. */
export const Planned: Story = {
  beforeEach({ msw }) {
    saves = [];
    msw.use(...budgetHandlers({ onSave: recordSave }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const food = await plannedField(canvasElement, 'Food and drink');
    await expect(food).toHaveValue('600');
    await expect(rowOf(food).getByText('$742.35')).toBeInTheDocument();
    await expect(rowOf(food).getByText('$688.40')).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Rollover for Transportation' })).toHaveValue('carry_all');
    await expect(canvas.getByText('$3,400.00')).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);

    await userEvent.clear(food);
    await userEvent.type(food, '650{Enter}');
    // Shown at once, before the answer.
    await expect(rowOf(food).getByText('$650.00')).toBeInTheDocument();
    await waitFor(() => expect(saves).toEqual([{ categories: [{ category: 'FOOD_AND_DRINK', amount: 650, version: 3 }] }]));
    await expect(canvas.getByText('$3,350.00')).toBeInTheDocument();

    const undo = canvas.getByRole('button', { name: 'Undo the last change' });
    await waitFor(() => expect(undo).toBeEnabled());
    await userEvent.click(undo);
    await waitFor(() => expect(saves[1]).toEqual({ categories: [{ category: 'FOOD_AND_DRINK', amount: 600, version: 4 }] }));
    await waitFor(() => expect(food).toHaveValue('600'));
    await waitFor(() => expect(undo).toBeDisabled());
  },
};

/** The same month at 390 px: each category a card, nothing scrolls sideways. */
export const PlannedOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    msw.use(...budgetHandlers());
  },
  play: async ({ canvasElement }) => {
    await expect(await plannedField(canvasElement, 'Food and drink')).toBeVisible();
    await expect(window.innerWidth).toBe(390);
    await expectNoSidewaysScroll();
    await expectNoAxeViolations(canvasElement);
  },
};

/** A month never planned: filling from the 3-month average is the way in, one save for every row. */
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
    await expect(await plannedField(canvasElement, 'Food and drink')).toHaveValue('688.40');
    await waitFor(() => expect(saves).toHaveLength(1));
    // Every category has an average to fill from: all six rows in one save.
    await expect(saves[0]?.categories).toHaveLength(6);
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
    const food = await plannedField(canvasElement, 'Food and drink');
    await userEvent.clear(food);
    await userEvent.type(food, '12.345');
    const message = rowOf(food).getByText('Use at most two decimals (whole cents).');
    await expect(food).toHaveAttribute('aria-invalid', 'true');
    await expect(food).toHaveAttribute('aria-describedby', message.id);
    await expect(food).toHaveAccessibleDescription('Use at most two decimals (whole cents).');
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(saves).toEqual([]);
    await expect(food).toHaveValue('12.345');
    await expectNoAxeViolations(canvasElement);
  },
};

/** The row was changed in another tab: the save answers 409, the month is read again and the notice names the category. */
export const ConflictNotice: Story = {
  beforeEach({ msw }) {
    msw.use(...budgetHandlers({ save: 'conflict' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const food = await plannedField(canvasElement, 'Food and drink');
    await userEvent.clear(food);
    await userEvent.type(food, '700{Enter}');
    await expect(await canvas.findByText('Someone changed Food and drink in another tab or device; it now shows their amount. Your change was not saved.')).toBeInTheDocument();
    await waitFor(() => expect(food).toHaveValue(String(600 + CONFLICT_RAISE)));
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
    const food = await plannedField(canvasElement, 'Food and drink');
    await userEvent.clear(food);
    await userEvent.type(food, '650{Enter}');
    await expect(await canvas.findByText("Your change couldn't be saved, so it was undone. Please try again.")).toBeInTheDocument();
    await waitFor(() => expect(food).toHaveValue('600'));
    await expect(rowOf(food).getByText('$600.00')).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement);
  },
};

/** What carries in and from where, and a category's detailed categories opened from the keyboard. */
export const RolloverShown: Story = {
  beforeEach({ msw }) {
    msw.use(...budgetHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const entertainment = rowOf(await plannedField(canvasElement, 'Entertainment'));
    await expect(entertainment.getByText('+$40.00')).toBeInTheDocument();
    await expect(entertainment.getByText('from October 2026: $200.00 available, $160.00 spent')).toBeInTheDocument();
    await expect(entertainment.getByText('$240.00')).toBeInTheDocument();
    const transportation = rowOf(await plannedField(canvasElement, 'Transportation'));
    await expect(transportation.getByText('−$20.00')).toBeInTheDocument();

    const food = canvas.getByRole('button', { name: 'Food and drink' });
    await expect(food).toHaveAttribute('aria-expanded', 'false');
    food.focus();
    await userEvent.keyboard('{Enter}');
    await expect(food).toHaveAttribute('aria-expanded', 'true');
    const details = within(canvas.getByRole('table', { name: 'Detailed categories of Food and drink' }));
    await expect(details.getByRole('rowheader', { name: 'Groceries' })).toBeInTheDocument();
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
