import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BRUNCH_RULE, SAMPLE_RULES } from '@/entities/rule/testing';
import { animationsSettled, expectNoAxeViolations, signedInStory, STORY_VIEWPORTS } from '@/shared/test-kit';
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
    await expect(dialog.getByRole('checkbox', { name: 'Also apply to the past transactions it matches' })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Preview' })).toBeVisible();
    // The accounts' long names never widen the dialog past the screen.
    const panel = page(canvasElement).getByRole('dialog');
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
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
