import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AMAZON_RULE, SAMPLE_RULES } from '@/entities/rule/testing';
import { animationsSettled, expectNoAxeViolations, signedInStory, STORY_VIEWPORTS } from '@/shared/test-kit';
import { rulesPageHandlers } from '../testing/handlers';
import { ApplyRuleDialog } from './ApplyRuleDialog';

const meta = {
  title: 'Transactions/Apply Rule Dialog',
  component: ApplyRuleDialog,
  args: { rule: AMAZON_RULE, number: 1, onClose: fn(), onApplied: fn() },
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  globals: { viewport: { value: 'wide' } },
  beforeEach: signedInStory(),
} satisfies Meta<typeof ApplyRuleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Before applying: the rule, how many past transactions it matches and changes, and the newest of them. */
export const Confirming: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers());
  },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Apply rule 1 to past transactions?' }));
    // Checked once the dialog has faded in.
    await animationsSettled(body);
    await expect(dialog.getByText(/When the merchant is Amazon and money goes out/)).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('It matches 14 transactions; applying it changes 9 transactions. A category you chose by hand is kept.'));
    await expect(within(dialog.getByRole('region', { name: 'The newest it would change' })).getAllByRole('listitem')).toHaveLength(5);
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};

export const ConfirmingOnPhone: Story = { ...Confirming, globals: { viewport: { value: 'phone' } } };

/** While the preview counts: said, and nothing to apply yet. */
export const Counting: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers(SAMPLE_RULES, { preview: 'loading' }));
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Apply rule 1 to past transactions?' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Counting the transactions it matches…');
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

/** Every match already is as the rule says: nothing to apply. */
export const NothingToChange: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers(SAMPLE_RULES, { preview: { matching: 3, changing: 0, examples: [] } }));
  },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Apply rule 1 to past transactions?' }));
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('It matches 3 transactions, and none of them would change'));
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};

/** The counts could not be worked out: said, with Try again; nothing applied blind. */
export const CountFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers(SAMPLE_RULES, { preview: 'failed' }));
  },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Apply rule 1 to past transactions?' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The preview could not be worked out.');
    await animationsSettled(body);
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await expectNoAxeViolations(body);
  },
};
