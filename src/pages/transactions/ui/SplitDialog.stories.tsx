import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BOOKS, categoriesHandlers, GROCERIES } from '@/entities/category/testing';
import { animationsSettled, expectNoAxeViolations, expectNoSidewaysScroll, expectOptionsFit, signedInStory, STORY_VIEWPORTS, withToaster } from '@/shared/test-kit';
import { toaster } from '@/shared/ui';
import { wholeTransaction } from '../lib/split-parts';
import { CORNER_MART, CORNER_MART_RAISED, CORNER_MART_SPLIT } from '../testing/split-fixtures';
import { splitHandlers } from '../testing/split-handlers';
import { SplitDialog } from './SplitDialog';

const WHOLE = wholeTransaction(CORNER_MART, [CORNER_MART]);
const THREE_PARTS = wholeTransaction(CORNER_MART_SPLIT[0]!, CORNER_MART_SPLIT);
const RAISED = wholeTransaction(CORNER_MART_RAISED[0]!, CORNER_MART_RAISED);

const meta = {
  title: 'Transactions/Split Dialog',
  component: SplitDialog,
  args: { whole: WHOLE, onClose: fn() },
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  globals: { viewport: { value: 'wide' } },
  decorators: [withToaster],
  beforeEach: signedInStory(() => toaster.remove()),
} satisfies Meta<typeof SplitDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What `within` answers, with the default queries (typed, unlike `ReturnType<typeof within>`). */
const scopeOf = (element: HTMLElement) => within(element);
type Scope = ReturnType<typeof scopeOf>;

/** The dialog once open and faded in, and its parts by their names ("Part 1", …). */
async function openDialog(canvasElement: HTMLElement, name: string) {
  const body = canvasElement.ownerDocument.body;
  const element = await within(body).findByRole('dialog', { name });
  await animationsSettled(body);
  const dialog = scopeOf(element);
  return { body, element, dialog, part: (n: number) => scopeOf(dialog.getByRole('group', { name: `Part ${n}` })) };
}

/** Waits for the person's categories to be offered, then gives the part's fields. */
async function partFields(part: Scope) {
  const category = part.getByLabelText<HTMLSelectElement>('Category');
  await waitFor(() => expect(category).toBeEnabled());
  return { amount: part.getByLabelText<HTMLInputElement>('Amount'), category, note: part.getByLabelText<HTMLInputElement>('Note (optional)') };
}

/** Types the two parts' amounts (the second part in Books and magazines), then presses Save; the parts' fields. */
async function saveTwoParts(dialog: Scope, part: (n: number) => Scope, [firstAmount, secondAmount]: [string, string]) {
  const first = await partFields(part(1));
  const second = await partFields(part(2));
  await userEvent.clear(first.amount);
  await userEvent.type(first.amount, firstAmount);
  await userEvent.type(second.amount, secondAmount);
  await userEvent.selectOptions(second.category, BOOKS.id);
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  return { first, second };
}

/** A whole transaction: all of it in the first part, under its category, an empty second part; focus in the first amount. */
export const NewSplit: Story = {
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers(), ...splitHandlers(CORNER_MART));
  },
  play: async ({ canvasElement }) => {
    const { body, element, dialog, part } = await openDialog(canvasElement, 'Split transaction');
    await expect(element).toHaveTextContent('Corner Mart · Nov 18, 2026 · $86.40');
    const first = await partFields(part(1));
    await expect(first.amount).toHaveFocus();
    await expect(first.amount).toHaveAttribute('inputmode', 'decimal');
    await expect(first.amount).toHaveValue('86.40');
    await expect(first.category).toHaveDisplayValue('Groceries');
    const second = await partFields(part(2));
    await expect(second.amount).toHaveValue('');
    await expect(second.category).toHaveDisplayValue('Choose a category');
    // The person's categories by group and name; hidden ones and the hidden group left out.
    await expect(within(first.category).queryByRole('option', { name: 'Beer, wine and liquor' })).toBeNull();
    await expect(within(first.category).queryByRole('option', { name: 'Flights' })).toBeNull();
    await expect(first.category.querySelector('optgroup[label="Food"]')).not.toBeNull();
    // Two parts at least: neither can be removed; no way to make it whole, it is.
    await expect(dialog.queryByRole('button', { name: /^Remove part/ })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Make whole again' })).toBeNull();
    await expect(dialog.getByText('The parts add up to $86.40.')).toHaveAttribute('aria-live', 'polite');
    await expectNoAxeViolations(body);
  },
};

/** The parts the last split sent, as the server received them. */
let sentParts: unknown[] | undefined;

/** By keyboard alone: an amount typed, the line saying what is left, a category picked, Enter saves; the toast says so and the dialog closes. */
export const SplitByKeyboard: Story = {
  beforeEach({ msw }) {
    sentParts = undefined;
    msw.use(
      // Notes what is sent, then lets the split's handler answer.
      http.post('*/api/transactions/:id/splits', async ({ request }) => {
        sentParts = ((await request.clone().json()) as { parts: unknown[] }).parts;
        return undefined;
      }),
      ...categoriesHandlers(),
      ...splitHandlers(CORNER_MART),
    );
  },
  play: async ({ args, canvasElement }) => {
    const { body, dialog, part } = await openDialog(canvasElement, 'Split transaction');
    const first = await partFields(part(1));
    await expect(first.amount).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}60');
    await expect(dialog.getByText('$26.40 left to split')).toBeInTheDocument();
    // Tab to the category (the select takes a letter), the note, then the second part's amount.
    await userEvent.tab();
    await expect(first.category).toHaveFocus();
    await userEvent.tab();
    await expect(first.note).toHaveFocus();
    await userEvent.tab();
    const second = await partFields(part(2));
    await expect(second.amount).toHaveFocus();
    await userEvent.keyboard('26.40');
    await expect(dialog.getByText('The parts add up to $86.40.')).toBeInTheDocument();
    await userEvent.tab();
    await expect(second.category).toHaveFocus();
    await userEvent.selectOptions(second.category, BOOKS.id);
    await userEvent.tab();
    await userEvent.keyboard('A card{Enter}');
    await expect(await within(body).findByText('Split into 2 parts.')).toBeInTheDocument();
    await expect(sentParts).toEqual([
      { amount: 60, category_id: GROCERIES.id, note: null },
      { amount: 26.4, category_id: BOOKS.id, note: 'A card' },
    ]);
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** A split of three parts, opened to change it: each part as saved, with its note; it can be made whole again. */
export const EditingThreeParts: Story = {
  args: { whole: THREE_PARTS },
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers(), ...splitHandlers(CORNER_MART, CORNER_MART_SPLIT));
  },
  play: async ({ canvasElement }) => {
    const { body, dialog, part } = await openDialog(canvasElement, 'Edit split');
    const values = [];
    for (const n of [1, 2, 3]) {
      const fields = await partFields(part(n));
      values.push([fields.amount.value, fields.category.selectedOptions[0]?.text, fields.note.value]);
    }
    await expect(values).toEqual([
      ['60.00', 'Groceries', ''],
      ['14.40', 'Books and magazines', 'Birthday card and a magazine'],
      ['12.00', 'Coffee', 'Beans for the office'],
    ]);
    await expect(dialog.getByText('The parts add up to $86.40.')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Remove part 3' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Make whole again' })).toBeEnabled();
    await expectNoAxeViolations(body);
  },
};

/** A part removed by keyboard: focus goes to the part now in its place, the line says what is left to split again. */
export const PartRemoved: Story = {
  args: { whole: THREE_PARTS },
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers(), ...splitHandlers(CORNER_MART, CORNER_MART_SPLIT));
  },
  play: async ({ canvasElement }) => {
    const { dialog, part } = await openDialog(canvasElement, 'Edit split');
    await partFields(part(2));
    dialog.getByRole('button', { name: 'Remove part 2' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getAllByRole('group', { name: /^Part / })).toHaveLength(2));
    // The coffee part is part 2 now, its amount focused.
    const second = await partFields(part(2));
    await expect(second.amount).toHaveValue('12.00');
    await waitFor(() => expect(second.amount).toHaveFocus());
    await expect(dialog.getByText('$14.40 left to split')).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: /^Remove part/ })).toBeNull();
  },
};

/** The bank raised the amount after the split: the difference is a last part under the transaction's own category, said so, ready to save. */
export const BankChangedTheAmount: Story = {
  args: { whole: RAISED },
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers(), ...splitHandlers(CORNER_MART, CORNER_MART_RAISED));
  },
  play: async ({ canvasElement }) => {
    const { body, element, dialog, part } = await openDialog(canvasElement, 'Edit split');
    await expect(element).toHaveTextContent('Corner Mart · Nov 18, 2026 · $90.40');
    await expect(element).toHaveTextContent('Your bank changed the amount after you split it. The difference, $4.00, is the last part below');
    const fourth = await partFields(part(4));
    await expect(fourth.amount).toHaveValue('4.00');
    await expect(fourth.category).toHaveDisplayValue(GROCERIES.name);
    await expect(dialog.getByText('The parts add up to $90.40.')).toBeInTheDocument();
    await expectNoAxeViolations(body);
  },
};

/** Parts that do not add up: Save sends nothing, the line says by how much (too little or too much) in the danger colour. */
export const PartsDoNotAddUp: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/transactions/:id/splits', () => HttpResponse.json({ message: 'nothing should have been sent' }, { status: 500 })), ...categoriesHandlers());
  },
  play: async ({ args, canvasElement }) => {
    const { body, dialog, part } = await openDialog(canvasElement, 'Split transaction');
    const { second } = await saveTwoParts(dialog, part, ['50', '30']);
    const line = dialog.getByText('$6.40 left to split');
    await expect(line).toHaveTextContent('The parts must add up to $86.40 exactly to save.');
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(args.onClose).not.toHaveBeenCalled();
    // Too much is said as such.
    await userEvent.clear(second.amount);
    await userEvent.type(second.amount, '37.40');
    await expect(dialog.getByText('$1.00 more than the transaction')).toBeInTheDocument();
    await expectNoAxeViolations(body);
  },
};

/** The server refuses the parts (400): its sentence is shown in the dialog, which stays open with what was typed. */
export const ServerRefused: Story = {
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers(), ...splitHandlers(CORNER_MART, [CORNER_MART], { split: { refused: 'parts: the parts add up to $20.00, the transaction is $28.42; they must add up to it exactly.' } }));
  },
  play: async ({ args, canvasElement }) => {
    const { body, dialog, part } = await openDialog(canvasElement, 'Split transaction');
    const { first } = await saveTwoParts(dialog, part, ['80', '6.40']);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The parts add up to $20.00, the transaction is $28.42; they must add up to it exactly.');
    await expect(first.amount).toHaveValue('80');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expectNoAxeViolations(body);
  },
};

/** "Make whole again": sends no parts; the toast says so and the dialog closes. */
export const MadeWhole: Story = {
  args: { whole: THREE_PARTS },
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers(), ...splitHandlers(CORNER_MART, CORNER_MART_SPLIT));
  },
  play: async ({ args, canvasElement }) => {
    const { body, dialog } = await openDialog(canvasElement, 'Edit split');
    await userEvent.click(dialog.getByRole('button', { name: 'Make whole again' }));
    await expect(await within(body).findByText('Transaction made whole again.')).toBeInTheDocument();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** On a phone (390 px), a split of three being changed: the parts fit the width, the categories' names are not cut. */
export const OnPhone: Story = {
  args: { whole: THREE_PARTS },
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers(), ...splitHandlers(CORNER_MART, CORNER_MART_SPLIT));
  },
  play: async ({ canvasElement }) => {
    const { body, element, part } = await openDialog(canvasElement, 'Edit split');
    await expect(window.innerWidth).toBe(390);
    const first = await partFields(part(1));
    await expect(element.getBoundingClientRect().width).toBeLessThanOrEqual(390);
    await expectOptionsFit(first.category);
    await expectNoSidewaysScroll();
    await expectNoAxeViolations(body);
  },
};
