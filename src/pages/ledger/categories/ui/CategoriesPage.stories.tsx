import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { BRUNCH, categoriesHandlers, DEFAULT_CATEGORY_GROUPS, DEFAULT_CATEGORY_PRIMARIES, GROCERIES, LIQUOR, SAMPLE_CATEGORY_GROUPS } from '@/entities/category/testing';
import { animationsSettled, expectNoAxeViolations, expectNoSidewaysScroll, signedInStory, STORY_VIEWPORTS } from '@/shared/test-kit';
import { Toaster, toaster } from '@/shared/ui';
import { CategoriesPage } from './CategoriesPage';

const withApp: Decorator = (Story) => (
  <Router hook={memoryLocation({ path: '/categories' }).hook}>
    <main style={{ maxWidth: '72rem', padding: '2rem 1.5rem' }}>
      <Story />
    </main>
    <Toaster />
  </Router>
);

const meta = {
  title: 'Categories/Categories Page',
  component: CategoriesPage,
  decorators: [withApp],
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  globals: { viewport: { value: 'wide' } },
  beforeEach: signedInStory(() => toaster.remove()),
} satisfies Meta<typeof CategoriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const groupNames = (canvas: ReturnType<typeof within>) => canvas.getAllByRole('heading', { level: 2 }).map((heading: HTMLElement) => heading.textContent);
const rowsOf = (region: HTMLElement) => within(region).getAllByRole('listitem');
/** A group's categories by name, in order (each row's actions button names it). */
const namesIn = (region: HTMLElement) => rowsOf(region).map((row) => within(row).getByRole('button').getAttribute('aria-label')!.replace(/^Actions for /, ''));
const rowOf = (region: HTMLElement, name: string) => rowsOf(region).find((row) => within(row).queryByRole('button', { name: `Actions for ${name}` }))!;
/** A category's menu opened by keyboard (Enter on its button), and Rename chosen by Enter (the first item). */
async function openRename(canvas: ReturnType<typeof within>, name: string) {
  (await canvas.findByRole('button', { name: `Actions for ${name}` })).focus();
  await userEvent.keyboard('{Enter}');
  const menu = await canvas.findByRole('menu');
  await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveAttribute('data-highlighted'));
  await userEvent.keyboard('{Enter}');
}

/** A primary's row in the broad categories, found by its actions button. */
const primaryRowOf = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole('region', { name: 'Broad categories' }))
    .getAllByRole('listitem')
    .find((row) => within(row).queryByRole('button', { name: `Actions for the broad category ${name}` }))!;
/** A primary's menu opened by keyboard (Enter on its button), and the item chosen by the arrow keys and Enter. */
async function choosePrimaryAction(canvas: ReturnType<typeof within>, name: string, item: 'Rename' | "Use the bank's name") {
  (await canvas.findByRole('button', { name: `Actions for the broad category ${name}` })).focus();
  await userEvent.keyboard('{Enter}');
  const menu = await canvas.findByRole('menu');
  await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveAttribute('data-highlighted'));
  if (item !== 'Rename') await userEvent.keyboard('{ArrowDown}');
  await expect(within(menu).getByRole('menuitem', { name: item })).toHaveAttribute('data-highlighted');
  await userEvent.keyboard('{Enter}');
}

/** The page's status line, once it says something. */
const said = async (canvas: ReturnType<typeof within>, text: string) => waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(text));

/** The default layout, as first read: every group in order, each with its categories and its menu, then the bank's broad categories by its words. */
export const Loaded: Story = {
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers(DEFAULT_CATEGORY_GROUPS, { primaries: DEFAULT_CATEGORY_PRIMARIES }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const food = await canvas.findByRole('region', { name: 'Food' });
    await expect(groupNames(canvas)).toEqual([...DEFAULT_CATEGORY_GROUPS.map((g) => g.name), 'Broad categories']);
    const broad = canvas.getByRole('region', { name: 'Broad categories' });
    await expect(within(broad).getAllByRole('listitem').map((row) => row.textContent)).toEqual(DEFAULT_CATEGORY_PRIMARIES.map((p) => p.default_name));
    await expect(within(broad).queryByText(/^Was /)).toBeNull();
    await expect(namesIn(food)).toEqual(['Groceries', 'Restaurant', 'Coffee', 'Beer, wine and liquor']);
    await expect(within(food).getByRole('button', { name: 'Actions for Groceries' })).toBeVisible();
    await expect(within(food).getByRole('button', { name: 'Actions for the Food group' })).toBeVisible();
    await expect(within(food).getByRole('button', { name: 'Add category to Food' })).toBeVisible();
    await expect(canvas.queryByText('Your own')).toBeNull();
    await expect(canvas.queryByText('Hidden')).toBeNull();
    await expectNoAxeViolations(canvasElement);
  },
};

/** A category of the person's own (what it counts as beside it), one they renamed, one hidden, and a hidden group. */
export const OwnAndHidden: Story = {
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers(SAMPLE_CATEGORY_GROUPS));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const food = await canvas.findByRole('region', { name: 'Food' });
    const brunch = rowOf(food, BRUNCH.name);
    await expect(within(brunch).getByText('Your own')).toBeVisible();
    await expect(within(brunch).getByText('Counts as Restaurant')).toBeVisible();
    const liquor = rowOf(food, LIQUOR.name);
    await expect(within(liquor).getByText('Hidden')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Shopping' })).getByText('Books and magazines')).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Travel' })).getByText('Hidden')).toBeVisible();
    await expectNoAxeViolations(canvasElement);
  },
};

/** On a phone (390 px): one column, nothing wider than the screen. */
export const OnPhone: Story = {
  ...OwnAndHidden,
  globals: { viewport: { value: 'phone' } },
  play: async (context) => {
    await OwnAndHidden.play!(context);
    await expect(window.innerWidth).toBe(390);
    await expectNoSidewaysScroll();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers(SAMPLE_CATEGORY_GROUPS, { list: 'loading' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading your categories…' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add group' })).toBeDisabled();
    await expectNoAxeViolations(canvasElement);
  },
};

/** The list could not be read: said at once, with Try again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers(SAMPLE_CATEGORY_GROUPS, { list: 'failed' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't load your categories");
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoAxeViolations(canvasElement);
  },
};

/** Renamed in place by keyboard alone: its menu, Rename, the new name and Enter; the change is said, and the focus is back on its menu. */
export const RenamedByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers(SAMPLE_CATEGORY_GROUPS));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openRename(canvas, 'Groceries');
    const field = await canvas.findByRole('textbox', { name: 'New name for Groceries' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('Supermarket{Enter}');
    await said(canvas, 'Renamed Groceries to Supermarket.');
    const renamed = await canvas.findByRole('button', { name: 'Actions for Supermarket' });
    await waitFor(() => expect(renamed).toHaveFocus());
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A name already in the group: the server's words beside the field, which keeps what was typed. */
export const RenameTaken: Story = {
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers(SAMPLE_CATEGORY_GROUPS));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openRename(canvas, GROCERIES.name);
    const field = await canvas.findByRole('textbox', { name: 'New name for Groceries' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('coffee{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription('"coffee" is already a category of that group.'));
    await expect(field).toHaveValue('coffee');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await animationsSettled(canvasElement);
    await expectNoAxeViolations(canvasElement);
  },
};

/** Moved up by keyboard alone: the row goes up one place, the change is said, the focus stays on its menu. */
export const MovedUpByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers(SAMPLE_CATEGORY_GROUPS));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = await canvas.findByRole('button', { name: `Actions for ${BRUNCH.name}` });
    actions.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveAttribute('data-highlighted'));
    // Down past Rename, Change icon and Hide to Move up.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Move up' })).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{Enter}');
    await said(canvas, 'Moved Brunch up.');
    const food = canvas.getByRole('region', { name: 'Food' });
    await expect(namesIn(food)).toEqual(['Groceries', 'Brunch', 'Restaurant', 'Coffee', 'Beer, wine and liquor']);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Actions for Brunch' })).toHaveFocus());
  },
};

/** A broad category the person renamed: their name, the bank's words beside it, and its menu named by it. */
export const BroadCategoryRenamed: Story = {
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers(SAMPLE_CATEGORY_GROUPS));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Broad categories' });
    const bills = primaryRowOf(canvas, 'Home bills');
    await expect(within(bills).getByText('Home bills')).toBeVisible();
    await expect(within(bills).getByText('Was Rent and utilities')).toBeVisible();
    await expect(within(primaryRowOf(canvas, 'Food and drink')).queryByText(/^Was /)).toBeNull();
    await expectNoAxeViolations(canvasElement);
  },
};

/** A broad category renamed in place by keyboard alone: its menu, Rename, the new name and Enter; the change is said, and the focus is back on its menu. */
export const BroadCategoryRenamedByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers(SAMPLE_CATEGORY_GROUPS));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePrimaryAction(canvas, 'Food and drink', 'Rename');
    const field = await canvas.findByRole('textbox', { name: 'New name for Food and drink' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('Eating out{Enter}');
    await said(canvas, 'Renamed Food and drink to Eating out.');
    const renamed = await canvas.findByRole('button', { name: 'Actions for the broad category Eating out' });
    await waitFor(() => expect(renamed).toHaveFocus());
    await expect(within(primaryRowOf(canvas, 'Eating out')).getByText('Was Food and drink')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expectNoAxeViolations(canvasElement);
  },
};

/** A renamed broad category named by the bank's words again, from its menu by keyboard. */
export const BroadCategoryNamedByTheBankAgain: Story = {
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers(SAMPLE_CATEGORY_GROUPS));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePrimaryAction(canvas, 'Home bills', "Use the bank's name");
    await said(canvas, 'Renamed Home bills back to Rent and utilities.');
    const reset = await canvas.findByRole('button', { name: 'Actions for the broad category Rent and utilities' });
    await waitFor(() => expect(reset).toHaveFocus());
    await expect(within(primaryRowOf(canvas, 'Rent and utilities')).queryByText(/^Was /)).toBeNull();
  },
};
