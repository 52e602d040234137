import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BANK_CATEGORY_RULE, BRUNCH_RULE, SAMPLE_RULES, SPLIT_RULE } from '@/entities/rule/testing';
import { animationsSettled, expectNoAxeViolations, expectOptionsFit, signedInStory, STORY_VIEWPORTS } from '@/shared/test-kit';
import { Toaster, toaster } from '@/shared/ui';
import { rulesPageHandlers } from '../testing/handlers';
import { RuleDialog } from './RuleDialog';

const meta = {
  title: 'Transactions/Rule Dialog',
  component: RuleDialog,
  args: { onClose: fn(), onSaved: fn() },
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  globals: { viewport: { value: 'wide' } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
  beforeEach: signedInStory(() => toaster.remove()),
} satisfies Meta<typeof RuleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);
/** Each option group of a select by its label, with its options. */
const groupsOf = (select: HTMLElement) => [...select.querySelectorAll('optgroup')].map((group) => [group.label, [...group.querySelectorAll('option')].map((o) => o.textContent)]);
const BRUNCH_REFUSED = 'actions.category.detailed: "FOOD_AND_DRINK_RESTAURANT_OWN_3F9A2C" is not a detailed category of FOOD_AND_DRINK.';
const BOOKS_REFUSED = 'actions.split[1].category.detailed: "GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS" is not a detailed category of GENERAL_MERCHANDISE.';

type Dialog = ReturnType<typeof within>;
/** A split's part by its place from 1, to look inside. */
const partOf = (dialog: Dialog, n: number) => within(dialog.getByRole('group', { name: `Part ${n}` }));
/** Each part as it reads: category, how it is sized, and its amount or percent (none for the rest). */
const partsOf = (dialog: Dialog) =>
  within(dialog.getByRole('group', { name: 'The parts' }))
    .getAllByRole('group', { name: /^Part \d+$/ })
    .map((part) => [...part.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select, input')].map((field) => (field instanceof HTMLSelectElement ? field.selectedOptions[0]?.textContent : field.value)));
/** Chooses a part's category once the person's categories are in its list. */
const chooseCategory = async (part: Dialog, name: string) => {
  const select = part.getByLabelText('Category');
  await waitFor(() => expect(optionsOf(select)).toContain(name));
  await userEvent.selectOptions(select, name);
};
/** A new rule for Target with the split ticked. */
const startSplit = async (canvasElement: HTMLElement) => {
  const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'New rule' }));
  await userEvent.type(dialog.getByLabelText('Merchant is'), 'Target');
  await userEvent.click(dialog.getByRole('checkbox', { name: 'Split them into parts' }));
  return dialog;
};
/** The dialog never wider than the screen, nor than itself. */
const expectWithinScreen = async (canvasElement: HTMLElement) => {
  const panel = page(canvasElement).getByRole('dialog');
  await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
  await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
};
/** The dialog within the screen, and how each part is sized never cut. */
const expectPartsFit = async (canvasElement: HTMLElement) => {
  await expectWithinScreen(canvasElement);
  for (const select of page(canvasElement).getAllByLabelText('How much')) await expectOptionsFit(select as HTMLSelectElement);
};

/** A new rule: the conditions, then what to do, each choice in the person's words; the focus on the first field. */
export const New: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers());
  },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'New rule' }));
    await waitFor(() => expect(dialog.getByLabelText('Merchant is')).toHaveFocus());
    for (const label of ['Bank’s description contains', 'Amount from ($)', 'Amount to ($)', 'Add tags (separate them with commas)', 'Rename the merchant to']) await expect(dialog.getByLabelText(label)).toHaveValue('');
    await waitFor(() => expect(optionsOf(dialog.getByLabelText('Account'))).toEqual(expect.arrayContaining(['Any account', 'Platypus Everyday Checking ••0001 (First Platypus Bank)'])));
    await expect(optionsOf(dialog.getByLabelText('Money'))).toEqual(['In or out', 'Goes out', 'Comes in']);
    const category = dialog.getByLabelText('Set category');
    await expect(category).toHaveDisplayValue('Leave the category');
    await waitFor(() => expect(groupsOf(category)).toContainEqual(['Food', ['Groceries', 'Restaurant', 'Brunch', 'Coffee']]));
    await expect(dialog.getByRole('checkbox', { name: 'Hide them from every total' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Split them into parts' })).not.toBeChecked();
    await expect(dialog.queryByRole('group', { name: 'The parts' })).toBeNull();
    await expect(dialog.getByRole('checkbox', { name: 'Also apply to the past transactions it matches' })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Preview' })).toBeVisible();
    // The accounts' long names never widen the dialog past the screen.
    await expectWithinScreen(canvasElement);
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};

export const NewOnPhone: Story = { ...New, globals: { viewport: { value: 'phone' } } };

/** Editing a rule: each field as the rule has it, its category (one of the person's own) chosen. */
export const Editing: Story = {
  args: { editing: { rule: BRUNCH_RULE, number: 4 } },
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers());
  },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Edit rule 4' }));
    await expect(dialog.getByLabelText('Merchant is')).toHaveValue('Blue Bottle');
    await expect(dialog.getByLabelText('Amount from ($)')).toHaveValue('20');
    await expect(dialog.getByLabelText('Amount to ($)')).toHaveValue('80');
    await expect(dialog.getByLabelText('Add tags (separate them with commas)')).toHaveValue('Weekend, Friends');
    await waitFor(() => expect(dialog.getByLabelText('Set category')).toHaveDisplayValue('Brunch'));
    await expect(dialog.getByLabelText('Money')).toHaveDisplayValue('In or out');
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};

/** Editing a rule on the bank's category (as merging one of the bank's makes): it is chosen, among the taxonomy's by the person's names. */
export const EditingBankCategory: Story = {
  args: { editing: { rule: BANK_CATEGORY_RULE, number: 5 } },
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers());
  },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Edit rule 5' }));
    const bankCategory = dialog.getByLabelText('Bank’s category is');
    await waitFor(() => expect(groupsOf(bankCategory)).toContainEqual(['Food and drink', ['Food and drink (any)', 'Coffee', 'Groceries', 'Restaurant']]));
    await expect(bankCategory).toHaveDisplayValue('Restaurant');
    await expect(optionsOf(bankCategory)[0]).toBe('Any');
    await expect(groupsOf(bankCategory)).toContainEqual(['General merchandise', ['General merchandise (any)', 'Online marketplaces', 'Books and magazines']]);
    await waitFor(() => expect(dialog.getByLabelText('Set category')).toHaveDisplayValue('Groceries'));
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};

export const EditingBankCategoryOnPhone: Story = { ...EditingBankCategory, globals: { viewport: { value: 'phone' } } };

/** Previewed: how many past transactions it matches and would change, the newest of them, and the count in "Also apply". */
export const Previewed: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers());
  },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'New rule' }));
    await userEvent.type(dialog.getByLabelText('Merchant is'), 'Amazon');
    await userEvent.selectOptions(dialog.getByLabelText('Money'), 'Goes out');
    await waitFor(() => expect(groupsOf(dialog.getByLabelText('Set category')).length).toBeGreaterThan(0));
    await userEvent.selectOptions(dialog.getByLabelText('Set category'), 'Groceries');
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(dialog.getByText('Matches 14 transactions; would change 9.')).toBeVisible());
    const examples = within(dialog.getByRole('region', { name: 'The newest it would change' }));
    await expect(examples.getAllByRole('listitem')).toHaveLength(5);
    await expect(examples.getAllByRole('listitem')[0]).toHaveTextContent('AMAZON MKTPL*2K4RT');
    await expect(dialog.getByRole('checkbox', { name: 'Also apply to the 14 transactions it matches' })).toBeVisible();
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};

/** A changed field makes the preview out of date: it is taken away until asked again. */
export const PreviewOutOfDate: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers());
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'New rule' }));
    await userEvent.type(dialog.getByLabelText('Merchant is'), 'Amazon');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Hide them from every total' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(dialog.getByText('Matches 14 transactions; would change 9.')).toBeVisible());
    await userEvent.type(dialog.getByLabelText('Merchant is'), '.com');
    await expect(dialog.queryByText('Matches 14 transactions; would change 9.')).toBeNull();
    await expect(dialog.queryByRole('region', { name: 'The newest it would change' })).toBeNull();
    await expect(dialog.getByRole('checkbox', { name: 'Also apply to the past transactions it matches' })).toBeVisible();
  },
};

/** Saved with "Also apply": the request is the form's, and what it changed comes back. */
export const SavedAndApplied: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers());
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'New rule' }));
    await userEvent.type(dialog.getByLabelText('Bank’s description contains'), ' UBER TRIP ');
    await userEvent.type(dialog.getByLabelText('Amount to ($)'), '60');
    await userEvent.type(dialog.getByLabelText('Rename the merchant to'), 'Uber');
    await userEvent.type(dialog.getByLabelText('Add tags (separate them with commas)'), 'Rides, work, rides');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Also apply to the past transactions it matches' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith({
        rule: expect.objectContaining({ conditions: { text: 'UBER TRIP', max_amount: 60 }, actions: { merchant_name: 'Uber', tags: ['Rides', 'work'] } }),
        applied: 9,
      }),
    );
  },
};

/** Nothing filled in: said beside each part, nothing sent, the focus on the first field. */
export const NothingFilledIn: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers());
  },
  play: async ({ args, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'New rule' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByRole('group', { name: 'When a transaction…' })).toHaveAccessibleDescription('Fill in at least one condition.');
    await expect(dialog.getByRole('group', { name: 'Then…' })).toHaveAccessibleDescription('Choose at least one thing to do.');
    await waitFor(() => expect(dialog.getByLabelText('Merchant is')).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};

/** The server refused a field (a category merged away since the list was read): its words beside the field, which takes the focus. */
export const RefusedByServer: Story = {
  args: { editing: { rule: BRUNCH_RULE, number: 4 } },
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers(SAMPLE_RULES, { refusal: BRUNCH_REFUSED }));
  },
  play: async ({ args, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Edit rule 4' }));
    await waitFor(() => expect(dialog.getByLabelText('Set category')).toHaveDisplayValue('Brunch'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const category = dialog.getByLabelText('Set category');
    await waitFor(() => expect(category).toHaveAccessibleDescription(BRUNCH_REFUSED));
    await expect(category).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(category).toHaveFocus());
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expect(args.onSaved).not.toHaveBeenCalled();
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};

/** The server refused the rule as a whole (a person keeps at most 200): its words over the conditions. */
export const TooManyRules: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers(SAMPLE_RULES, { refusal: 'conditions: a person keeps at most 200 rules; remove one first.' }));
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'New rule' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Hide them from every total' }));
    await userEvent.type(dialog.getByLabelText('Merchant is'), 'Costco{Enter}');
    await expect(await dialog.findByRole('alert')).toHaveTextContent('conditions: a person keeps at most 200 rules; remove one first.');
    await expect(dialog.getByRole('group', { name: 'When a transaction…' })).toHaveAccessibleDescription('conditions: a person keeps at most 200 rules; remove one first.');
  },
};

/** Split ticked on a new rule: two parts, a percent and the rest, each waiting for a category; none to remove below two. */
export const SplitStarted: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers());
  },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = await startSplit(canvasElement);
    await expect(dialog.getByRole('checkbox', { name: 'Split them into parts' })).toBeChecked();
    await expect(dialog.getByText(/Each part goes under its own category/)).toBeVisible();
    await expect(partsOf(dialog)).toEqual([
      ['Choose a category', 'Percent', ''],
      ['Choose a category', 'The rest'],
    ]);
    const first = partOf(dialog, 1);
    await waitFor(() => expect(groupsOf(first.getByLabelText('Category'))).toContainEqual(['Food', ['Groceries', 'Restaurant', 'Brunch', 'Coffee']]));
    await expect(optionsOf(first.getByLabelText('How much'))).toEqual(['Fixed amount', 'Percent', 'The rest']);
    await expect(first.getByLabelText('Percent (%)')).toBeVisible();
    await expect(partOf(dialog, 2).queryByRole('textbox')).toBeNull();
    await expect(dialog.queryByRole('button', { name: /^Remove part/ })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Add part' })).toBeEnabled();
    await expectPartsFit(canvasElement);
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};

export const SplitStartedOnPhone: Story = { ...SplitStarted, globals: { viewport: { value: 'phone' } } };

/** Editing a rule that splits: each part as saved, in order, by the person's names; each can be removed (three of them). */
export const EditingSplit: Story = {
  args: { editing: { rule: SPLIT_RULE, number: 5 } },
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers([...SAMPLE_RULES, SPLIT_RULE]));
  },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Edit rule 5' }));
    await expect(dialog.getByLabelText('Merchant is')).toHaveValue('Target');
    await expect(dialog.getByRole('checkbox', { name: 'Split them into parts' })).toBeChecked();
    await waitFor(() =>
      expect(partsOf(dialog)).toEqual([
        ['Groceries', 'Fixed amount', '10'],
        ['Books and magazines', 'Percent', '12.5'],
        ['Online marketplaces', 'The rest'],
      ]),
    );
    await expect(partOf(dialog, 1).getByLabelText('Amount ($)')).toHaveValue('10');
    await expect(partOf(dialog, 2).getByLabelText('Percent (%)')).toHaveValue('12.5');
    for (const n of [1, 2, 3]) await expect(dialog.getByRole('button', { name: `Remove part ${n}` })).toBeVisible();
    await expect(dialog.getByLabelText('Set category')).toHaveDisplayValue('Leave the category');
    await expectPartsFit(canvasElement);
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};

export const EditingSplitOnPhone: Story = { ...EditingSplit, globals: { viewport: { value: 'phone' } } };

/** A rule that splits, previewed: the server counts the rows the split would change. */
export const SplitPreviewed: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers());
  },
  play: async ({ canvasElement }) => {
    const dialog = await startSplit(canvasElement);
    await chooseCategory(partOf(dialog, 1), 'Groceries');
    await userEvent.type(partOf(dialog, 1).getByLabelText('Percent (%)'), '40');
    await chooseCategory(partOf(dialog, 2), 'Online marketplaces');
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(dialog.getByText('Matches 14 transactions; would change 9.')).toBeVisible());
    await expect(dialog.getByRole('region', { name: 'The newest it would change' })).toBeVisible();
  },
};

/** Saved with a fixed amount, the rest and a part added: the request's split is the parts in order. */
export const SplitSaved: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers());
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await startSplit(canvasElement);
    await chooseCategory(partOf(dialog, 1), 'Groceries');
    await userEvent.selectOptions(partOf(dialog, 1).getByLabelText('How much'), 'Fixed amount');
    await userEvent.type(partOf(dialog, 1).getByLabelText('Amount ($)'), '$10');
    await chooseCategory(partOf(dialog, 2), 'Online marketplaces');
    await userEvent.click(dialog.getByRole('button', { name: 'Add part' }));
    // The part added takes the focus, at its category.
    await waitFor(() => expect(partOf(dialog, 3).getByLabelText('Category')).toHaveFocus());
    await chooseCategory(partOf(dialog, 3), 'Books and magazines');
    await userEvent.type(partOf(dialog, 3).getByLabelText('Percent (%)'), '12.5');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSaved).toHaveBeenCalledWith({
        rule: expect.objectContaining({
          conditions: { merchant: 'Target' },
          actions: {
            split: [
              { category: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES' }, amount: 10 },
              { category: { primary: 'GENERAL_MERCHANDISE', detailed: 'GENERAL_MERCHANDISE_ONLINE_MARKETPLACES' } },
              { category: { primary: 'GENERAL_MERCHANDISE', detailed: 'GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS' }, percent: 12.5 },
            ],
          },
        }),
        applied: undefined,
      }),
    );
  },
};

/** Ten parts, the most a split has: Add part is no longer offered, and why is said. */
export const SplitOfTenParts: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers());
  },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = await startSplit(canvasElement);
    for (let n = 3; n <= 10; n++) await userEvent.click(dialog.getByRole('button', { name: 'Add part' }));
    await expect(partsOf(dialog)).toHaveLength(10);
    await expect(dialog.getByRole('button', { name: 'Add part' })).toBeDisabled();
    await expect(dialog.getByText('A split has at most 10 parts.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove part 10' })).toBeVisible();
    await waitFor(() => expect(partOf(dialog, 10).getByLabelText('Category')).toHaveFocus());
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};

/** A part removed from a saved split: the others keep their order, the focus goes to the part now in its place, and two are left to keep. */
export const SplitPartRemoved: Story = {
  args: { editing: { rule: SPLIT_RULE, number: 5 } },
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers([...SAMPLE_RULES, SPLIT_RULE]));
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Edit rule 5' }));
    await waitFor(() => expect(partOf(dialog, 2).getByLabelText('Category')).toHaveDisplayValue('Books and magazines'));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove part 2' }));
    await expect(partsOf(dialog)).toEqual([
      ['Groceries', 'Fixed amount', '10'],
      ['Online marketplaces', 'The rest'],
    ]);
    await waitFor(() => expect(partOf(dialog, 2).getByLabelText('Category')).toHaveFocus());
    await expect(dialog.queryByRole('button', { name: /^Remove part/ })).toBeNull();
  },
};

/** Percentages that do not add up to 100 and no part for the rest: said over the parts before anything is sent, the focus on the first part. */
export const SplitNotAddingUp: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers());
  },
  play: async ({ args, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = await startSplit(canvasElement);
    await chooseCategory(partOf(dialog, 1), 'Groceries');
    await userEvent.type(partOf(dialog, 1).getByLabelText('Percent (%)'), '60');
    await chooseCategory(partOf(dialog, 2), 'Restaurant');
    await userEvent.selectOptions(partOf(dialog, 2).getByLabelText('How much'), 'Percent');
    await userEvent.type(partOf(dialog, 2).getByLabelText('Percent (%)'), '30');
    await userEvent.click(dialog.getByRole('button', { name: 'Preview' }));
    const said = 'The percentages add up to 90%, not 100%: change them, or let one part take the rest.';
    await expect(dialog.getByRole('group', { name: 'The parts' })).toHaveAccessibleDescription(said);
    await expect(dialog.getByRole('alert')).toHaveTextContent(said);
    await waitFor(() => expect(partOf(dialog, 1).getByLabelText('Category')).toHaveFocus());
    await expect(dialog.getByText('Preview shows which of your past transactions the rule matches, before you save it.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSaved).not.toHaveBeenCalled();
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};

/** The server refused a part (its category merged away since the list was read): its words beside that part's category, which takes the focus. */
export const SplitRefusedByServer: Story = {
  args: { editing: { rule: SPLIT_RULE, number: 5 } },
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers([...SAMPLE_RULES, SPLIT_RULE], { refusal: BOOKS_REFUSED }));
  },
  play: async ({ args, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Edit rule 5' }));
    await waitFor(() => expect(partOf(dialog, 2).getByLabelText('Category')).toHaveDisplayValue('Books and magazines'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const category = partOf(dialog, 2).getByLabelText('Category');
    await waitFor(() => expect(category).toHaveAccessibleDescription(BOOKS_REFUSED));
    await expect(category).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(category).toHaveFocus());
    await expect(args.onSaved).not.toHaveBeenCalled();
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};
