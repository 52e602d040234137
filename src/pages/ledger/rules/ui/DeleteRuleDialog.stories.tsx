import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RIDES_RULE } from '@/entities/rule/testing';
import { animationsSettled, expectNoAxeViolations, serverError, signedInStory, STORY_VIEWPORTS } from '@/shared/test-kit';
import { rulesPageHandlers } from '../testing/handlers';
import { DeleteRuleDialog } from './DeleteRuleDialog';

const meta = {
  title: 'Transactions/Delete Rule Dialog',
  component: DeleteRuleDialog,
  args: { rule: RIDES_RULE, number: 2, onClose: fn(), onDeleted: fn() },
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  globals: { viewport: { value: 'wide' } },
  beforeEach: signedInStory(),
} satisfies Meta<typeof DeleteRuleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Which rule, what deleting it does and does not undo; the focus on Cancel. */
export const Confirming: Story = {
  beforeEach({ msw }) {
    msw.use(...rulesPageHandlers());
  },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Delete rule 2?' }));
    await waitFor(() => expect(dialog.getByText(/When the description contains “UBER TRIP” and the amount is at most \$60\.00/)).toBeVisible());
    await expect(dialog.getByText('New transactions no longer go through it. Transactions it already changed keep what it did.')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(dialog.getByRole('button', { name: 'Delete rule' })).toBeEnabled();
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};

export const ConfirmingOnPhone: Story = { ...Confirming, globals: { viewport: { value: 'phone' } } };

/** The server failed: said in the dialog, which stays open to try again. */
export const DeleteFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete('*/api/rules/:id', () => serverError()), ...rulesPageHandlers());
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Delete rule 2?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete rule' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The rule could not be deleted. Try again.');
    await expect(dialog.getByRole('button', { name: 'Delete rule' })).toBeEnabled();
    await expect(args.onDeleted).not.toHaveBeenCalled();
  },
};
