import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { categoriesHandlers, SAMPLE_CATEGORY_GROUPS } from '@/entities/category/testing';
import { animationsSettled, expectNoAxeViolations, expectOptionsFit, signedInStory, STORY_VIEWPORTS } from '@/shared/test-kit';
import { AddCategoryDialog } from './AddCategoryDialog';

const FOOD = SAMPLE_CATEGORY_GROUPS.find((g) => g.name === 'Food')!;
const EMPTY_GROUP = { id: 'a1000000-0000-4000-8000-000000000099', name: 'Pets', icon: '🐾', hidden: false, categories: [] };

const meta = {
  title: 'Categories/Add Category Dialog',
  component: AddCategoryDialog,
  args: { group: FOOD, groups: SAMPLE_CATEGORY_GROUPS, onClose: fn(), onAdded: fn() },
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  beforeEach: signedInStory(),
} satisfies Meta<typeof AddCategoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Its name, an icon if the person likes, and what it counts as: the group's own category of the bank's by default, the choices by the person's names. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Add a category to Food' }));
    // Checked once the dialog has faded in.
    await animationsSettled(body);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'Icon (optional)' })).toHaveValue('');
    await expect(dialog.getByRole('group', { name: 'Suggested icons' })).toBeVisible();
    const countsAs = dialog.getByLabelText<HTMLSelectElement>('Counts as');
    await expect(countsAs).toHaveDisplayValue('Groceries');
    // The bank's categories only, by the person's names; not their own, not the card payment.
    await expect(within(countsAs).queryByRole('option', { name: 'Brunch' })).toBeNull();
    await expect(within(countsAs).getByRole('option', { name: 'Books and magazines' })).toBeInTheDocument();
    await expect(within(countsAs).queryByRole('option', { name: 'Credit card payment' })).toBeNull();
    await expectNoAxeViolations(body);
  },
};

export const OpenOnPhone: Story = {
  ...Open,
  globals: { viewport: { value: 'phone' } },
  play: async (context) => {
    await Open.play!(context);
    await expectOptionsFit(within(context.canvasElement.ownerDocument.body).getByLabelText('Counts as'));
  },
};

/** Added: sent with the group, the icon picked and what it counts as; the page is told. */
export const Added: Story = {
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers());
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Add a category to Food' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Takeaway');
    await userEvent.click(dialog.getByRole('button', { name: '🥞' }));
    await expect(dialog.getByRole('button', { name: '🥞' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.selectOptions(dialog.getByLabelText('Counts as'), 'FOOD_AND_DRINK_RESTAURANT');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onAdded).toHaveBeenCalledWith(expect.objectContaining({ name: 'Takeaway', icon: '🥞', own: true, group_id: FOOD.id, counts_as: { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_RESTAURANT' } })));
  },
};

/** A name already in the group: the server's words under the name, what was typed kept. */
export const NameTaken: Story = {
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers());
  },
  play: async ({ args, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Add a category to Food' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Coffee{Enter}');
    await waitFor(() => expect(name).toHaveAccessibleDescription('"Coffee" is already a category of that group.'));
    await expect(name).toHaveValue('Coffee');
    await expect(args.onAdded).not.toHaveBeenCalled();
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};

/** A group with none of the bank's categories: the person chooses what it counts as, and is told to. */
export const ToAnEmptyGroup: Story = {
  args: { group: EMPTY_GROUP, groups: [...SAMPLE_CATEGORY_GROUPS, EMPTY_GROUP] },
  play: async ({ args, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Add a category to Pets' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Vet');
    await expect(dialog.getByLabelText('Counts as')).toHaveDisplayValue('Choose a category');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByLabelText('Counts as')).toHaveAccessibleDescription('Choose what it counts as in totals and budgets.');
    await expect(args.onAdded).not.toHaveBeenCalled();
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};
