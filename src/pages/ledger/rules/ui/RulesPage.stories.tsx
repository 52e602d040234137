import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AMAZON_RULE, BANK_CATEGORY_RULE, RIDES_RULE, SAMPLE_RULES, SPLIT_RULE } from '@/entities/rule/testing';
import { animationsSettled, expectNoAxeViolations, expectNoSidewaysScroll, signedInStory, STORY_VIEWPORTS } from '@/shared/test-kit';
import { Toaster, toaster } from '@/shared/ui';
import { rulesPageHandlers } from '../testing/handlers';
import { RulesPage } from './RulesPage';

const withApp: Decorator = (Story) => (
  <>
    <main style={{ maxWidth: '72rem', padding: '2rem 1.5rem' }}>
      <Story />
    </main>
    <Toaster />
  </>
);

const meta = {
  title: 'Transactions/Rules Page',
  component: RulesPage,
  decorators: [withApp],
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  globals: { viewport: { value: 'wide' } },
  beforeEach: signedInStory(() => toaster.remove()),
} satisfies Meta<typeof RulesPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** Each rule's sentence in order, as it reads on screen (the arrow, not the words said in its place). */
const sentences = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Your rules, in the order they run' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('p > span:last-child')!.textContent!.replace('→, then', '→'));

const SENTENCES = [
  'When the merchant is Amazon and money goes out → set category Groceries, add tag Online',
  'When the description contains “UBER TRIP” and the amount is at most $60.00 → set category Taxis and ride shares, rename the merchant to Uber',
  'When the description contains “TRANSFER TO SAVINGS” and the account is Platypus Everyday Checking ••0001 → hide it',
  'When the merchant is Blue Bottle and the amount is between $20.00 and $80.00 → set category Brunch, add tags Weekend and Friends',
];

/** The page's status line, once it says something. */
const said = async (canvas: Canvas, text: string) => waitFor(() => expect(canvas.getAllByRole('status')[0]).toHaveTextContent(text));

/** Every rule in the order it runs, each read as a sentence by the person's names, with its buttons. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
    await waitFor(() => expect(sentences(canvas)).toEqual(SENTENCES));
    await expect(canvas.getByRole('button', { name: 'Move up, rule 1' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move down, rule 1' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Move down, rule 4' })).toBeDisabled();
    for (const name of ['Edit, rule 2', 'Apply to past transactions, rule 2', 'Delete, rule 2']) await expect(canvas.getByRole('button', { name })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New rule' })).toBeEnabled();
    await expectNoAxeViolations(canvasElement);
  },
};

/** A story on a phone (390 px): the same, and nothing wider than the screen. */
const onPhone = (story: Story): Story => ({
  ...story,
  globals: { viewport: { value: 'phone' } },
  play: async (context) => {
    await story.play!(context);
    await expect(window.innerWidth).toBe(390);
    await expectNoSidewaysScroll();
  },
});

/** On a phone (390 px): each rule's buttons wrap under its sentence, nothing wider than the screen. */
export const LoadedOnPhone: Story = onPhone(Loaded);

/** A rule that splits, read part by part in its order: each part's amount or share, and its category by the person's names. */
export const LoadedWithSplitRule: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers([AMAZON_RULE, SPLIT_RULE]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(sentences(canvas)).toEqual([SENTENCES[0], 'When the merchant is Target and money goes out → split it: $10.00 to Groceries, 12.5% to Books and magazines, the rest to Online marketplaces']),
    );
    await expect(canvas.getByRole('listitem', { name: /split it: \$10\.00 to Groceries/ })).toBeVisible();
    await expectNoAxeViolations(canvasElement);
  },
};

export const LoadedWithSplitRuleOnPhone: Story = onPhone(LoadedWithSplitRule);

/** A rule on the category the bank gave (as merging one of the bank's makes), named by the person's name. */
export const LoadedWithBankCategoryRule: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers([AMAZON_RULE, BANK_CATEGORY_RULE]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(sentences(canvas)).toEqual([SENTENCES[0], 'When the bank’s category is Restaurant → set category Groceries']));
    await expectNoAxeViolations(canvasElement);
  },
};

/** No rules yet: what rules do, in one sentence, and the way to add one. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const empty = await canvas.findByRole('heading', { name: 'No rules yet' });
    await expect(empty).toBeVisible();
    await expect(canvas.getByText(/A rule files new transactions for you/)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'New rule' })).toHaveLength(1);
    await expectNoAxeViolations(canvasElement);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers(SAMPLE_RULES, { list: 'loading' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading your rules…' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'New rule' })).toBeDisabled();
    await expectNoAxeViolations(canvasElement);
  },
};

/** The rules could not be read: said at once, with Try again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers(SAMPLE_RULES, { list: 'failed' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your rules could not be loaded');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoAxeViolations(canvasElement);
  },
};

/** Moved down by keyboard alone: the rule goes down one place, the change is said, the focus stays on its button. */
export const MovedDownByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: 'Move down, rule 1' })).focus();
    await userEvent.keyboard('{Enter}');
    await said(canvas, 'Moved to rule 2, down one place.');
    await waitFor(() => expect(sentences(canvas)).toEqual([SENTENCES[1], SENTENCES[0], SENTENCES[2], SENTENCES[3]]));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move down, rule 2' })).toHaveFocus());
  },
};

/** Moved up to the top: Move up is no longer there to press, so the focus goes to Move down beside it. */
export const MovedToTheTopByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: 'Move up, rule 2' })).focus();
    await userEvent.keyboard('{Enter}');
    await said(canvas, 'Moved to rule 1, up one place.');
    await waitFor(() => expect(sentences(canvas)[0]).toBe(SENTENCES[1]));
    await expect(canvas.getByRole('button', { name: 'Move up, rule 1' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move down, rule 1' })).toHaveFocus());
  },
};

/** A rule added by keyboard alone: New rule, a merchant, a tag, Enter; it comes last, said, with the focus on it. */
export const AddedByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'New rule' })).toBeEnabled());
    canvas.getByRole('button', { name: 'New rule' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: 'New rule' }));
    await waitFor(() => expect(dialog.getByLabelText('Merchant is')).toHaveFocus());
    await userEvent.keyboard('Costco');
    await userEvent.type(dialog.getByLabelText('Add tags (separate them with commas)'), 'Bulk{Enter}');
    await said(canvas, 'Rule 5 added.');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(sentences(canvas)).toHaveLength(5));
    await expect(sentences(canvas)[4]).toBe('When the merchant is Costco → add tag Bulk');
    await waitFor(() => expect(canvas.getAllByRole('listitem')[4]).toHaveFocus());
  },
};

/** A rule deleted by keyboard alone, once confirmed: said, and the focus on the rule that took its place. */
export const DeletedByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    (await canvas.findByRole('button', { name: 'Delete, rule 2' })).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: 'Delete rule 2?' }));
    // The dialog opens on Cancel, the safe choice; Delete rule is the next stop.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Delete rule' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await said(canvas, 'Rule 2 deleted.');
    await waitFor(() => expect(sentences(canvas)).toEqual([SENTENCES[0], SENTENCES[2], SENTENCES[3]]));
    await waitFor(() => expect(canvas.getAllByRole('listitem')[1]).toHaveFocus());
  },
};

/** The only rule deleted: the empty state, with the focus on its New rule. */
export const DeletedTheLast: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers([AMAZON_RULE]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete, rule 1' }));
    await userEvent.click(within(await body.findByRole('dialog', { name: 'Delete rule 1?' })).getByRole('button', { name: 'Delete rule' }));
    await expect(await canvas.findByRole('heading', { name: 'No rules yet' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'New rule' })).toHaveFocus());
  },
};

/** Applied to the past after its counts: the change is said, the focus back on the button. */
export const AppliedToPast: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers([AMAZON_RULE, RIDES_RULE]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const apply = await canvas.findByRole('button', { name: 'Apply to past transactions, rule 1' });
    await userEvent.click(apply);
    const dialog = within(await body.findByRole('dialog', { name: 'Apply rule 1 to past transactions?' }));
    await waitFor(() => expect(dialog.getByText(/applying it changes 9 transactions/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await said(canvas, 'Rule 1 applied: 9 transactions changed.');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(apply).toHaveFocus());
    await animationsSettled(canvasElement.ownerDocument.body);
    await expectNoAxeViolations(canvasElement);
  },
};
