import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { categoryNamesOf } from '@/entities/category';
import { BOOKS, categoriesHandlers, SAMPLE_CATEGORY_GROUPS } from '@/entities/category/testing';
import { marksHandlers, SAMPLE_TRANSACTIONS, samplePage, type MarksAnswers } from '@/entities/transaction/testing';
import { accessToken, type Transaction } from '@/shared/api';
import { categoryNames } from '@/shared/lib';
import { animationsSettled, expectNoAxeViolations, STORY_VIEWPORTS } from '@/shared/test-kit';
import { CORNER_MART, CORNER_MART_RAISED, CORNER_MART_SPLIT } from '../testing/split-fixtures';
import { splitHandlers } from '../testing/split-handlers';
import { TransactionDetails } from './TransactionDetails';

const GROCERIES = { ...SAMPLE_TRANSACTIONS.find((t) => t.transaction_id === 'tx-groceries')!, note: 'Dinner party', tags: ['Friends'] };
/** Earlier visits to the same shop, as the list filtered by merchant answers them. */
const EARLIER: Transaction[] = [GROCERIES, { ...GROCERIES, transaction_id: 'tx-groceries-2', date: '2026-11-04', amount: 41.2, note: null, tags: [] }, { ...GROCERIES, transaction_id: 'tx-groceries-3', date: '2026-10-21', amount: 63.05, note: null, tags: [] }];

/** Serves the panel's reads; `marks` says how a change is answered. */
const serve = (answers: MarksAnswers = {}, rows: readonly Transaction[] = [GROCERIES]) => [
  ...marksHandlers(answers, rows),
  http.get('*/db_api/transactions', ({ request }) => {
    const merchant = new URL(request.url).searchParams.get('merchant');
    return HttpResponse.json(samplePage(merchant === 'Corner Mart' ? EARLIER : []));
  }),
];

const meta = {
  title: 'Transactions/Transaction Details',
  component: TransactionDetails,
  args: { transaction: GROCERIES, onClose: fn(), onRecategorize: fn() },
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  globals: { viewport: { value: 'wide' } },
  beforeEach: () => {
    accessToken.value = 'story-token';
    return () => {
      accessToken.value = null;
    };
  },
} satisfies Meta<typeof TransactionDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openPanel(canvasElement: HTMLElement) {
  const body = canvasElement.ownerDocument.body;
  const dialog = await page(canvasElement).findByRole('dialog', { name: 'Corner Mart' });
  await animationsSettled(body);
  return { body, dialog, panel: within(dialog) };
}

/** A row's details: amount and date, account, the bank's text, merchant, category, the note and tags kept on it, and the merchant's other rows. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(...serve());
  },
  play: async ({ canvasElement }) => {
    const { body, dialog, panel } = await openPanel(canvasElement);
    await expect(dialog).toHaveTextContent('$86.40');
    await expect(dialog).toHaveTextContent('Platypus Rewards Visa · First Platypus Bank');
    await expect(dialog).toHaveTextContent('CORNER MART 0042');
    await expect(dialog).toHaveTextContent('You chose it for this transaction.');
    await expect(await within(panel.getByRole('region', { name: 'Your changes' })).findByText('None yet: it is as the bank sent it.')).toBeInTheDocument();
    await expect(panel.getByLabelText('Note')).toHaveValue('Dinner party');
    await expect(panel.getByRole('button', { name: 'Remove tag Friends' })).toBeInTheDocument();
    await expect(panel.getByRole('switch', { name: /Hidden/ })).not.toBeChecked();
    await expect(panel.getByRole('switch', { name: 'Reviewed' })).not.toBeChecked();
    // The other visits, not this one.
    const others = within(await panel.findByRole('region', { name: 'Other transactions at Corner Mart' }));
    await waitFor(() => expect(others.getAllByRole('link')).toHaveLength(2));
    await expectNoAxeViolations(body);
  },
};

/** The merchant called by the person's own name (Enter saves it): the panel is titled by it, and the bank's name stays beside it. */
export const RenameMerchant: Story = {
  beforeEach({ msw }) {
    msw.use(...serve());
  },
  play: async ({ canvasElement }) => {
    const { body, panel } = await openPanel(canvasElement);
    const field = panel.getByLabelText('Your name for this merchant');
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', 'Corner Mart');
    await userEvent.type(field, 'The corner shop{Enter}');
    await expect(await page(canvasElement).findByRole('dialog', { name: 'The corner shop' })).toBeInTheDocument();
    await expect(panel.getByText('Saved')).toBeInTheDocument();
    await expect(panel.getByText("Bank's merchant", { selector: 'dt' }).nextElementSibling).toHaveTextContent('Corner Mart');
    // The change is in its history.
    const history = within(panel.getByRole('region', { name: 'Your changes' }));
    await expect(await history.findByText(/Corner Mart → The corner shop/)).toBeInTheDocument();
    // Its other rows are still found by the bank's name.
    const others = within(await panel.findByRole('region', { name: 'Other transactions at The corner shop' }));
    await waitFor(() => expect(others.getAllByRole('link')).toHaveLength(2));
    await expectNoAxeViolations(body);
  },
};

/** A note saved by Enter: "Saving…" while the server has it, then "Saved". */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(...serve({ marks: 'pending' }));
  },
  play: async ({ canvasElement }) => {
    const { body, panel } = await openPanel(canvasElement);
    const note = panel.getByLabelText('Note');
    await userEvent.clear(note);
    await userEvent.type(note, 'Split with Sam{Enter}');
    await expect(await panel.findByRole('status')).toHaveTextContent('Saving…');
    await expect(note).toHaveValue('Split with Sam');
    await expectNoAxeViolations(body);
  },
};

/** A change the server refuses: the panel says which, and the switch goes back to what is saved, keeping focus. */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...serve({ marks: 'failed' }));
  },
  play: async ({ canvasElement }) => {
    const { body, panel } = await openPanel(canvasElement);
    // By keyboard: Space on the switch; after the failure it is back off, and focus is still on it.
    panel.getByRole('switch', { name: 'Reviewed' }).focus();
    await userEvent.keyboard(' ');
    await expect(await panel.findByRole('alert')).toHaveTextContent('Reviewed could not be saved. Try again.');
    await expect(panel.getByRole('switch', { name: 'Reviewed' })).not.toBeChecked();
    await expect(panel.getByRole('switch', { name: 'Reviewed' })).toHaveFocus();
    await expectNoAxeViolations(body);
  },
};

/** A hidden row: marked Hidden, its switch on; showing it saves and says so. */
export const HiddenRow: Story = {
  args: { transaction: { ...GROCERIES, hidden: true } },
  beforeEach({ msw }) {
    msw.use(...serve({}, [{ ...GROCERIES, hidden: true }]));
  },
  play: async ({ canvasElement }) => {
    const { body, dialog, panel } = await openPanel(canvasElement);
    await expect(dialog).toHaveTextContent('Hidden');
    const hidden = panel.getByRole('switch', { name: /Hidden/ });
    await expect(hidden).toBeChecked();
    await expectNoAxeViolations(body);
    await userEvent.click(hidden);
    await waitFor(() => expect(panel.getByRole('status')).toHaveTextContent('Saved'));
    await expect(hidden).not.toBeChecked();
  },
};

/** Tags by keyboard: typed and added with Enter, the last removed with Backspace. */
export const TagsByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...serve());
  },
  play: async ({ canvasElement }) => {
    const { panel } = await openPanel(canvasElement);
    const input = panel.getByLabelText('Tags');
    await userEvent.click(input);
    await userEvent.type(input, 'Work{Enter}');
    await waitFor(() => expect(panel.getByRole('button', { name: 'Remove tag Work' })).toBeInTheDocument());
    await waitFor(() => expect(panel.getByRole('status')).toHaveTextContent('Saved'));
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(panel.queryByRole('button', { name: 'Remove tag Work' })).toBeNull());
    await expect(panel.getByRole('button', { name: 'Remove tag Friends' })).toBeInTheDocument();
  },
};

/** On a phone (390 px) the panel fills the screen. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  beforeEach({ msw }) {
    msw.use(...serve());
  },
  play: async ({ canvasElement }) => {
    const { body, dialog } = await openPanel(canvasElement);
    await expect(window.innerWidth).toBe(390);
    await expect(dialog.getBoundingClientRect().width).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(body);
  },
};

/** The person's categories by their names (the layout keeps them in step in the app), and the split's calls over `rows`. */
const serveSplit = (rows: readonly Transaction[]) => [...splitHandlers(CORNER_MART, rows), ...categoriesHandlers(), ...serve({}, rows)];
const withCategoryNames = () => {
  categoryNames.value = categoryNamesOf(SAMPLE_CATEGORY_GROUPS);
  return () => {
    categoryNames.value = new Map();
  };
};

/** The open panel and the parts its Split section lists, once read. */
async function splitShown(canvasElement: HTMLElement) {
  const opened = await openPanel(canvasElement);
  const split = within(await opened.panel.findByRole('region', { name: 'Split' }));
  return { ...opened, parts: await split.findAllByRole('listitem') };
}

/** A part of a split transaction: the whole amount, "Split into 3 parts", and each part by the person's category, with its note and amount. */
export const SplitTransaction: Story = {
  args: { transaction: CORNER_MART_SPLIT[1]! },
  beforeEach({ msw }) {
    msw.use(...serveSplit(CORNER_MART_SPLIT));
    return withCategoryNames();
  },
  play: async ({ canvasElement }) => {
    const { body, dialog, panel, parts } = await splitShown(canvasElement);
    // The whole amount, not the part's.
    await expect(dialog).toHaveTextContent('$86.40');
    await expect(parts.map((part) => part.textContent)).toEqual(['Groceries$60.00 out', 'Books and magazinesBirthday card and a magazine$14.40 out', 'CoffeeBeans for the office$12.00 out']);
    await expect(dialog).toHaveTextContent('Split into 3 parts');
    await expect(panel.queryByRole('button', { name: 'Change category' })).toBeNull();
    await expect(panel.getByRole('button', { name: 'Edit split' })).toBeEnabled();
    await expectNoAxeViolations(body);
  },
};

/** The bank raised the amount after the split: the new whole amount, and its last part marked "Bank changed the amount". */
export const SplitWithBankChange: Story = {
  args: { transaction: CORNER_MART_RAISED[3]! },
  beforeEach({ msw }) {
    msw.use(...serveSplit(CORNER_MART_RAISED));
    return withCategoryNames();
  },
  play: async ({ canvasElement }) => {
    const { body, dialog, parts } = await splitShown(canvasElement);
    await expect(dialog).toHaveTextContent('$90.40');
    await expect(parts).toHaveLength(4);
    await expect(parts[3]).toHaveTextContent('Bank changed the amount');
    await expect(parts[3]).toHaveTextContent('$4.00');
    await expectNoAxeViolations(body);
  },
};

/** By keyboard: Enter on "Edit split" opens it with focus in the first amount; Escape closes it alone, and focus is back on the button. */
export const SplitOpenedByKeyboard: Story = {
  args: { transaction: CORNER_MART_SPLIT[0]! },
  beforeEach({ msw }) {
    msw.use(...serveSplit(CORNER_MART_SPLIT));
    return withCategoryNames();
  },
  play: async ({ canvasElement }) => {
    const { body, panel } = await openPanel(canvasElement);
    const button = panel.getByRole('button', { name: 'Edit split' });
    await waitFor(() => expect(button).toBeEnabled());
    button.focus();
    await userEvent.keyboard('{Enter}');
    const split = within(await page(canvasElement).findByRole('dialog', { name: 'Edit split' }));
    await waitFor(() => expect(within(split.getByRole('group', { name: 'Part 1' })).getByLabelText('Amount')).toHaveFocus());
    await animationsSettled(body);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: 'Edit split' })).toBeNull());
    await expect(page(canvasElement).getByRole('dialog', { name: 'Corner Mart' })).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A whole transaction split from its details: once saved, the panel lists the parts at once, and focus is back on the button, now "Edit split". */
export const SplitSaved: Story = {
  args: { transaction: CORNER_MART },
  beforeEach({ msw }) {
    msw.use(...serveSplit([CORNER_MART]));
    return withCategoryNames();
  },
  play: async ({ canvasElement }) => {
    const { panel } = await openPanel(canvasElement);
    const button = panel.getByRole('button', { name: 'Split transaction' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const split = within(await page(canvasElement).findByRole('dialog', { name: 'Split transaction' }));
    const first = within(split.getByRole('group', { name: 'Part 1' }));
    const second = within(split.getByRole('group', { name: 'Part 2' }));
    await waitFor(() => expect(second.getByLabelText('Category')).toBeEnabled());
    await userEvent.clear(first.getByLabelText('Amount'));
    await userEvent.type(first.getByLabelText('Amount'), '60');
    await userEvent.type(second.getByLabelText('Amount'), '26.40');
    await userEvent.selectOptions(second.getByLabelText('Category'), BOOKS.id);
    await userEvent.click(split.getByRole('button', { name: 'Save' }));
    const parts = await within(await panel.findByRole('region', { name: 'Split' })).findAllByRole('listitem');
    await expect(parts.map((part) => part.textContent)).toEqual(['Groceries$60.00 out', 'Books and magazines$26.40 out']);
    await expect(panel.getByRole('button', { name: 'Edit split' })).toBe(button);
    await waitFor(() => expect(button).toHaveFocus());
  },
};
