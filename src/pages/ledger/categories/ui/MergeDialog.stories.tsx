import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BRUNCH, categoriesHandlers, GROCERIES, RESTAURANT, SAMPLE_CATEGORY_GROUPS } from '@/entities/category/testing';
import { animationsSettled, expectNoAxeViolations, serverError, signedInStory, STORY_VIEWPORTS } from '@/shared/test-kit';
import { MergeDialog } from './MergeDialog';

const meta = {
  title: 'Categories/Merge Dialog',
  component: MergeDialog,
  args: { category: BRUNCH, groups: SAMPLE_CATEGORY_GROUPS, onClose: fn(), onMerged: fn() },
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  beforeEach: signedInStory(),
} satisfies Meta<typeof MergeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Before: into the category it counts as by default, and what will happen, said plainly. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Merge Brunch' }));
    // Checked once the dialog has faded in.
    await animationsSettled(body);
    const into = dialog.getByLabelText<HTMLSelectElement>('Merge into');
    await expect(into).toHaveDisplayValue('Restaurant');
    await expect(within(into).queryByRole('option', { name: 'Brunch' })).toBeNull();
    await expect(dialog.getByText(/The transactions you put in Brunch and the rules that file merchants under it move to Restaurant/)).toBeVisible();
    await userEvent.selectOptions(into, 'Coffee');
    await expect(dialog.getByText(/move to Coffee\. Then Brunch is removed/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Merge' })).toBeEnabled();
    await expectNoAxeViolations(body);
  },
};

export const OpenOnPhone: Story = { ...Open, globals: { viewport: { value: 'phone' } } };

/** After: how many transactions and rules moved, and Done (which has the focus). */
export const Merged: Story = {
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers(SAMPLE_CATEGORY_GROUPS, { merged: { transactions: 12, rules: 1 } }));
  },
  play: async ({ args, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Merge Brunch' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Merge' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent('Merged Brunch into Restaurant: 12 transactions and 1 rule moved.');
    await expect(args.onMerged).toHaveBeenCalledWith({ into: RESTAURANT, transactions: 12, rules: 1 });
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Done' })).toHaveFocus());
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};

/** The merge is under way: the button says so and cannot be pressed twice. */
export const Merging: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/categories/:id/merge', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Merge Brunch' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Merge' }));
    await expect(await dialog.findByRole('button', { name: 'Merging…' })).toBeDisabled();
  },
};

/** The server failed: said in the dialog, which stays open to try again. */
export const MergeFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/categories/:id/merge', () => serverError()));
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Merge Brunch' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Merge' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The categories could not be merged');
    await expect(dialog.getByRole('button', { name: 'Merge' })).toBeEnabled();
    await expect(args.onMerged).not.toHaveBeenCalled();
  },
};

/** One of the bank's, before: what its bank files under it goes to the chosen one from now on, and it is hidden. */
export const OpenForBanksCategory: Story = {
  args: { category: RESTAURANT },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Merge Restaurant' }));
    await animationsSettled(body);
    await expect(dialog.getByText('Choose the category that takes what your bank files under it.')).toBeVisible();
    await expect(dialog.getByLabelText('Merge into')).toHaveDisplayValue('Groceries');
    await expect(
      dialog.getByText(
        'Everything your bank files under Restaurant goes to Groceries from now on, including the transactions already there (a category you chose by hand stays). Restaurant is hidden from the pickers; show it again any time.',
      ),
    ).toBeVisible();
    await expect(dialog.queryByText(/cannot be undone/)).toBeNull();
    await expectNoAxeViolations(body);
  },
};

export const OpenForBanksCategoryOnPhone: Story = { ...OpenForBanksCategory, globals: { viewport: { value: 'phone' } } };

const mergeAsked = fn();

/** One of the bank's, after: the merge asked for the chosen one, and how many transactions moved. */
export const MergedBanksCategory: Story = {
  args: { category: RESTAURANT },
  beforeEach({ msw }) {
    mergeAsked.mockClear();
    msw.use(
      // Notes the request, then lets the category handlers answer it.
      http.post('*/api/categories/:id/merge', async ({ params, request }) => void mergeAsked(params.id, await request.clone().json())),
      ...categoriesHandlers(SAMPLE_CATEGORY_GROUPS, { merged: { transactions: 12, rules: 0 } }),
    );
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Merge Restaurant' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Merge' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent('Merged Restaurant into Groceries: 12 transactions moved.');
    await expect(mergeAsked).toHaveBeenCalledWith(RESTAURANT.id, { into: GROCERIES.id });
    await expect(args.onMerged).toHaveBeenCalledWith({ into: GROCERIES, transactions: 12, rules: 1 });
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Done' })).toHaveFocus());
  },
};
