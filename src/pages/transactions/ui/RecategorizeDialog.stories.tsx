import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BRUNCH, categoriesHandlers, LIQUOR, SAMPLE_CATEGORY_GROUPS } from '@/entities/category/testing';
import { SAMPLE_TAXONOMY, SAMPLE_TRANSACTIONS } from '@/entities/transaction/testing';
import { accessToken } from '@/shared/api';
import { animationsSettled, expectNoAxeViolations, expectOptionsFit, STORY_VIEWPORTS, withToaster } from '@/shared/test-kit';
import { toaster } from '@/shared/ui';
import { RecategorizeDialog } from './RecategorizeDialog';

const GROCERIES = SAMPLE_TRANSACTIONS.find((t) => t.transaction_id === 'tx-groceries')!;
const TRANSIT = SAMPLE_TRANSACTIONS.find((t) => t.transaction_id === 'tx-transit')!;

const meta = {
  title: 'Transactions/Recategorize Dialog',
  component: RecategorizeDialog,
  args: { transaction: TRANSIT, onClose: fn() },
  parameters: { viewport: { options: STORY_VIEWPORTS } },
  decorators: [withToaster],
  beforeEach: ({ msw }) => {
    accessToken.value = 'story-token';
    msw.use(http.get('*/db_api/transactions/categories', () => HttpResponse.json({ categories: SAMPLE_TAXONOMY })), ...categoriesHandlers());
    return () => {
      accessToken.value = null;
      toaster.remove();
    };
  },
} satisfies Meta<typeof RecategorizeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens on the category in force, with the merchant named in the "always" switch. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Change category' }));
    await waitFor(() => expect(dialog.getByLabelText('Category')).toHaveValue('TRANSPORTATION_PUBLIC_TRANSIT'));
    await expect(dialog.getByRole('switch', { name: /Always for Metro Transit/ })).not.toBeChecked();
    // Checked once the dialog and its backdrop have faded in: contrast is measured on what is painted.
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};

/** Food with the category the sample person hid. */
const WITH_LIQUOR = SAMPLE_TAXONOMY.map((g) => (g.primary === 'FOOD_AND_DRINK' ? { ...g, detailed: [LIQUOR.code, ...g.detailed] } : g));
const taxonomyWithLiquor = () => http.get('*/db_api/transactions/categories', () => HttpResponse.json({ categories: WITH_LIQUOR }));

/** The person's categories: by their names, their own after the one each counts as, the hidden ones left out; and the way to manage them. */
export const PersonCategories: Story = {
  beforeEach({ msw }) {
    msw.use(taxonomyWithLiquor());
  },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Change category' }));
    const select = dialog.getByLabelText<HTMLSelectElement>('Category');
    await waitFor(() => expect(select).toBeEnabled());
    const food = within(select.querySelector<HTMLElement>('optgroup[label="Food and drink"]')!);
        // Beer, wine and liquor (hidden) is not offered.
    await expect(food.getAllByRole('option').map((o) => o.textContent)).toEqual(['Food and drink (any)', 'Coffee', 'Groceries', 'Restaurant', 'Brunch']);
    await expect(within(select).getByRole('option', { name: 'Books and magazines' })).toBeInTheDocument();
    await expect(dialog.getByRole('link', { name: 'Manage categories' })).toHaveAttribute('href', '/categories');
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};

/** A transaction in a category the person hid: still offered, as the one in force. */
export const InHiddenCategory: Story = {
  args: { transaction: { ...GROCERIES, category_detailed: LIQUOR.code, category_source: 'user' } },
  beforeEach({ msw }) {
    msw.use(taxonomyWithLiquor());
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Change category' }));
    const select = dialog.getByLabelText<HTMLSelectElement>('Category');
    await waitFor(() => expect(select).toBeEnabled());
    await expect(select).toHaveDisplayValue(LIQUOR.name);
  },
};

/** Moved to one of the person's own: sent as its code under its base's primary, and named by its name. */
export const SaveToOwn: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.patch('*/db_api/transactions/tx-transit/category', async ({ request }) => {
        const body = (await request.json()) as { category: { primary: string; detailed: string | null } };
        if (body.category.primary !== 'FOOD_AND_DRINK' || body.category.detailed !== BRUNCH.code) return HttpResponse.json({ error: 'unexpected body' }, { status: 400 });
        return HttpResponse.json({ ...TRANSIT, category_primary: 'FOOD_AND_DRINK', category_detailed: BRUNCH.code, category_source: 'user' });
      }),
    );
  },
  play: async ({ args, canvasElement }) => {
    const body = page(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: 'Change category' }));
    await waitFor(() => expect(dialog.getByLabelText('Category')).toBeEnabled());
    await userEvent.selectOptions(dialog.getByLabelText('Category'), BRUNCH.code);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Moved to Brunch.')).toBeInTheDocument();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** The person's categories could not be read: the taxonomy alone is offered, by its own words. */
export const PersonCategoriesFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...categoriesHandlers(SAMPLE_CATEGORY_GROUPS, { list: 'failed' }));
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Change category' }));
    const select = dialog.getByLabelText<HTMLSelectElement>('Category');
    await waitFor(() => expect(select).toBeEnabled());
    await expect(select).toHaveDisplayValue('Public transit');
    await expect(within(select).getByRole('option', { name: 'Bookstores and newsstands' })).toBeInTheDocument();
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** A bank category in Plaid's v2 taxonomy (Salary), which the picker does not offer: opens on "The bank's category". */
export const BankV2Category: Story = {
  args: { transaction: { ...TRANSIT, name: 'NORTHWIND PAYROLL', merchant_name: 'Northwind', amount: 2800, direction: 'inflow', kind: 'income', category_primary: 'INCOME', category_detailed: 'INCOME_SALARY', category_source: 'plaid' } },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Change category' }));
    const select = dialog.getByLabelText<HTMLSelectElement>('Category');
    await waitFor(() => expect(select).toBeEnabled());
    await expect(select).toHaveDisplayValue("The bank's category");
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    await animationsSettled(body);
    await expectNoAxeViolations(body);
  },
};

/** Plaid's longest category names, for the select's width. */
const LONG_NAMES_TAXONOMY = [
  ...SAMPLE_TAXONOMY,
  { primary: 'ENTERTAINMENT', detailed: ['ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS'] },
  { primary: 'GENERAL_SERVICES', detailed: ['GENERAL_SERVICES_ACCOUNTING_AND_FINANCIAL_PLANNING'] },
  { primary: 'GOVERNMENT_AND_NON_PROFIT', detailed: ['GOVERNMENT_AND_NON_PROFIT_GOVERNMENT_DEPARTMENTS_AND_AGENCIES', 'GOVERNMENT_AND_NON_PROFIT_OTHER_GOVERNMENT_AND_NON_PROFIT'] },
];

/** On a phone (390 px), open on a category with one of the longest names: no option's text is cut. */
export const OpenOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { transaction: { ...TRANSIT, category_primary: 'ENTERTAINMENT', category_detailed: 'ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS' } },
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/transactions/categories', () => HttpResponse.json({ categories: LONG_NAMES_TAXONOMY })));
  },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Change category' }));
    await expect(window.innerWidth).toBe(390);
    const select = dialog.getByLabelText<HTMLSelectElement>('Category');
    await waitFor(() => expect(select).toHaveDisplayValue('Events, parks and museums'));
    await animationsSettled(body);
    await expectOptionsFit(select);
    await expectNoAxeViolations(body);
  },
};

/** Moves this one transaction: the choice the server takes, a toast, the dialog closes. */
export const SaveOne: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.patch('*/db_api/transactions/tx-transit/category', async ({ request }) => {
        const body = (await request.json()) as { category: { primary: string; detailed: string | null }; always_for_merchant: boolean };
        if (body.category.detailed !== 'FOOD_AND_DRINK_COFFEE' || body.always_for_merchant) return HttpResponse.json({ error: 'unexpected body' }, { status: 400 });
        return HttpResponse.json({ ...TRANSIT, category_primary: 'FOOD_AND_DRINK', category_detailed: 'FOOD_AND_DRINK_COFFEE', category_source: 'user' });
      }),
    );
  },
  play: async ({ args, canvasElement }) => {
    const body = page(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: 'Change category' }));
    await waitFor(() => expect(dialog.getByLabelText('Category')).toBeEnabled());
    await userEvent.selectOptions(dialog.getByLabelText('Category'), 'FOOD_AND_DRINK_COFFEE');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Moved to Coffee.')).toBeInTheDocument();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** "Always for this merchant" makes it the merchant's rule. */
export const AlwaysForMerchant: Story = {
  args: { transaction: GROCERIES },
  beforeEach({ msw }) {
    msw.use(
      http.patch('*/db_api/transactions/tx-groceries/category', async ({ request }) => {
        const body = (await request.json()) as { always_for_merchant: boolean };
        return body.always_for_merchant
          ? HttpResponse.json({ ...GROCERIES, category_primary: 'FOOD_AND_DRINK', category_detailed: 'FOOD_AND_DRINK_RESTAURANT', category_source: 'rule' })
          : HttpResponse.json({ error: 'expected a rule' }, { status: 400 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: 'Change category' }));
    await waitFor(() => expect(dialog.getByLabelText('Category')).toHaveValue('FOOD_AND_DRINK_GROCERIES'));
    await userEvent.selectOptions(dialog.getByLabelText('Category'), 'FOOD_AND_DRINK_RESTAURANT');
    await userEvent.click(dialog.getByRole('switch', { name: /Always for Corner Mart/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Every Corner Mart transaction is now Restaurant.')).toBeInTheDocument();
  },
};

/** The save is under way: the button says so and cannot be pressed twice. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(http.patch('*/db_api/transactions/tx-transit/category', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Change category' }));
    await waitFor(() => expect(dialog.getByLabelText('Category')).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

/** The server refused: the dialog stays open and says so. */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.patch('*/db_api/transactions/tx-transit/category', () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Change category' }));
    await waitFor(() => expect(dialog.getByLabelText('Category')).toBeEnabled());
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The category could not be changed');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
