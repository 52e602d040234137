import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { installFakePlaid, SAMPLE_INSTITUTIONS, type FakePlaidOpening } from '@/entities/institution/testing';
import { accessToken } from '@/shared/api';
import { accountAdded, accountRemoved, SOMETHING_WENT_WRONG_TRY_LATER, UPDATE_FAILED } from '@/shared/config';
import { Button, Toaster, toaster } from '@/shared/ui';
import { setPageReloadForTesting } from '../model/page-reload';
import { UpdateInstitutionButton } from './UpdateInstitutionButton';
import { UpdateInstitutionDialog } from './UpdateInstitutionDialog';

const [PLATYPUS] = SAMPLE_INSTITUTIONS as [(typeof SAMPLE_INSTITUTIONS)[number]];
const CONNECTED = [
  { account_name: 'Platypus Everyday Checking', name: 'Platypus Everyday Checking' },
  { account_name: 'Platypus Rewards Card', name: 'Platypus Rewards Card' },
];

const withToaster: Decorator = (Story) => (
  <>
    <Story />
    <Toaster />
  </>
);

/** The page reload after removed accounts, caught instead of reloading the story's frame. */
const reloadPage = fn();

const meta = {
  title: 'Bank Linking/Update Institution Dialogs',
  component: UpdateInstitutionButton,
  decorators: [withToaster],
  beforeEach: () => {
    accessToken.value = 'story-token';
    reloadPage.mockClear();
    setPageReloadForTesting(reloadPage);
    return () => {
      accessToken.value = null;
      setPageReloadForTesting();
      toaster.remove();
    };
  },
} satisfies Meta<typeof UpdateInstitutionButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const serveInstitutions = (items = SAMPLE_INSTITUTIONS) => http.get('*/db_api/items/active', () => HttpResponse.json({ items }));
const servePrepared = () => [
  http.post('*/api/update_link_token', () => HttpResponse.json({ link_token: 'link-sandbox-update', expiration: '2030-01-01T00:00:00Z' })),
  http.post('*/db_api/accounts/names', () => HttpResponse.json({ accounts: CONNECTED })),
];

function fakePlaid(onOpen?: (opening: FakePlaidOpening) => void) {
  const fake = installFakePlaid({ onOpen });
  return () => fake.uninstall();
}

async function openChoice(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Update Institution' }));
  return page(canvasElement).findByRole('dialog', { name: 'Select and update your institution!' });
}

async function chooseAndContinue(canvasElement: HTMLElement) {
  const choice = await openChoice(canvasElement);
  await userEvent.click(await within(choice).findByText(PLATYPUS.name));
  await userEvent.click(within(choice).getByRole('button', { name: 'Continue' }));
  return page(canvasElement).findByRole('dialog', { name: `Connected accounts from ${PLATYPUS.name}` });
}

async function updateAccounts(canvasElement: HTMLElement) {
  const accounts = await chooseAndContinue(canvasElement);
  const update = within(accounts).getByRole('button', { name: 'Update Accounts' });
  await waitFor(() => expect(update).toBeEnabled());
  await userEvent.click(update);
}

/** No linked institution yet: nothing to choose, "Continue" stays disabled. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(serveInstitutions([]));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openChoice(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Connect more accounts or re-authenticate your account(s)!');
    await expect(await within(dialog).findByText('You have no linked institutions yet. Add one first.')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** The institutions listed, none chosen: "Continue" is disabled. */
export const NoneChosen: Story = {
  beforeEach({ msw }) {
    msw.use(serveInstitutions());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openChoice(canvasElement);
    const radios = await within(dialog).findAllByRole('radio');
    await expect(radios).toHaveLength(2);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await expect(within(dialog).getByText('Sign-in needed')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

/** One chosen: "Continue" is enabled. */
export const Chosen: Story = {
  beforeEach({ msw }) {
    msw.use(serveInstitutions());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openChoice(canvasElement);
    await userEvent.click(await within(dialog).findByText(PLATYPUS.name));
    await expect(within(dialog).getByRole('radio', { name: PLATYPUS.name })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
};

/** After "Continue": the connected accounts with check marks, and "Update Accounts" once the widget is ready. */
export const ConnectedAccounts: Story = {
  beforeEach({ msw }) {
    msw.use(serveInstitutions(), ...servePrepared());
    return fakePlaid();
  },
  play: async ({ canvasElement }) => {
    const dialog = await chooseAndContinue(canvasElement);
    const list = await within(dialog).findByRole('list', { name: 'Connected accounts' });
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CONNECTED.map((a) => a.account_name));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Update Accounts' })).toBeEnabled());
  },
};

/** The connected accounts are still loading and the widget is not ready. */
export const ConnectedAccountsLoading: Story = {
  beforeEach({ msw }) {
    msw.use(
      serveInstitutions(),
      http.post('*/api/update_link_token', () => delay('infinite')),
      http.post('*/db_api/accounts/names', () => delay('infinite')),
    );
    return fakePlaid();
  },
  play: async ({ canvasElement }) => {
    const dialog = await chooseAndContinue(canvasElement);
    await expect(within(dialog).getByText('Loading connected accounts…')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Update Accounts' })).toBeDisabled();
  },
};

/** The widget succeeded; the accounts are being refreshed: "Updating...". */
export const Updating: Story = {
  beforeEach({ msw }) {
    msw.use(serveInstitutions(), ...servePrepared(), http.post('*/api/accounts', () => delay('infinite')));
    return fakePlaid((opening) => opening.succeed({ name: PLATYPUS.name, institution_id: PLATYPUS.institution_id }));
  },
  play: async ({ canvasElement }) => {
    await updateAccounts(canvasElement);
    const busy = await page(canvasElement).findByRole('button', { name: 'Updating...' }, { timeout: 3000 });
    await expect(busy).toBeDisabled();
  },
};

/** An account was added: announced, no reload. */
export const AccountAdded: Story = {
  beforeEach({ msw }) {
    msw.use(
      serveInstitutions(),
      ...servePrepared(),
      http.post('*/api/accounts', () => HttpResponse.json({ added: [{ name: 'Platypus High-Yield Savings' }], removed: [] })),
    );
    return fakePlaid((opening) => opening.succeed({ name: PLATYPUS.name, institution_id: PLATYPUS.institution_id }));
  },
  play: async ({ canvasElement }) => {
    await updateAccounts(canvasElement);
    const toast = await page(canvasElement).findByText(accountAdded('Platypus High-Yield Savings'), {}, { timeout: 3000 });
    await expect(toast.closest('[data-type]')).toHaveAttribute('data-type', 'success');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(reloadPage).not.toHaveBeenCalled();
  },
};

/** An account was removed: announced, and the page reloads 3 s later. */
export const AccountRemoved: Story = {
  beforeEach({ msw }) {
    msw.use(
      serveInstitutions(),
      ...servePrepared(),
      http.post('*/api/accounts', () => HttpResponse.json({ added: [], removed: [{ name: 'Platypus Rewards Card' }] })),
    );
    return fakePlaid((opening) => opening.succeed({ name: PLATYPUS.name, institution_id: PLATYPUS.institution_id }));
  },
  play: async ({ canvasElement }) => {
    await updateAccounts(canvasElement);
    await expect(await page(canvasElement).findByText(accountRemoved('Platypus Rewards Card'), {}, { timeout: 3000 })).toBeInTheDocument();
    await expect(reloadPage).not.toHaveBeenCalled();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1), { timeout: 4000 });
  },
};

/** A sync the bank's webhook set off stored the new account first: the connected accounts still tell. */
export const AccountAddedBeforeTheRefresh: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      serveInstitutions(),
      http.post('*/api/update_link_token', () => HttpResponse.json({ link_token: 'link-sandbox-update', expiration: '2030-01-01T00:00:00Z' })),
      http.post('*/db_api/accounts/names', () => {
        calls += 1;
        const savings = { account_name: 'Platypus High-Yield Savings', name: 'Platypus High-Yield Savings' };
        return HttpResponse.json({ accounts: calls === 1 ? CONNECTED : [...CONNECTED, savings] });
      }),
      http.post('*/api/accounts', () => HttpResponse.json({ added: [], removed: [] })),
    );
    return fakePlaid((opening) => opening.succeed({ name: PLATYPUS.name, institution_id: PLATYPUS.institution_id }));
  },
  play: async ({ canvasElement }) => {
    await updateAccounts(canvasElement);
    await expect(await page(canvasElement).findByText(accountAdded('Platypus High-Yield Savings'), {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

/** The account refresh failed: "An error occurred while updating your accounts". */
export const UpdateFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      serveInstitutions(),
      ...servePrepared(),
      http.post('*/api/accounts', () => HttpResponse.json({ error: { error_code: 'VENDOR_ERROR', error_message: 'x' }, message: 'x' }, { status: 502 })),
    );
    return fakePlaid((opening) => opening.succeed({ name: PLATYPUS.name, institution_id: PLATYPUS.institution_id }));
  },
  play: async ({ canvasElement }) => {
    await updateAccounts(canvasElement);
    await expect(await page(canvasElement).findByText(UPDATE_FAILED, {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

/** No update token: the link-token message, and back to the choice. */
export const UpdateTokenFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      serveInstitutions(),
      http.post('*/api/update_link_token', () => HttpResponse.json({ error: { error_code: 'VENDOR_ERROR', error_message: 'x' }, message: 'x' }, { status: 502 })),
      http.post('*/db_api/accounts/names', () => HttpResponse.json({ accounts: CONNECTED })),
    );
    return fakePlaid();
  },
  play: async ({ canvasElement }) => {
    const choice = await openChoice(canvasElement);
    await userEvent.click(await within(choice).findByText(PLATYPUS.name));
    await userEvent.click(within(choice).getByRole('button', { name: 'Continue' }));
    await expect(await page(canvasElement).findByText(SOMETHING_WENT_WRONG_TRY_LATER)).toBeInTheDocument();
    await waitFor(() => expect(page(canvasElement).getByRole('dialog', { name: 'Select and update your institution!' })).toBeVisible());
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: `Connected accounts from ${PLATYPUS.name}` })).not.toBeInTheDocument());
  },
};

/** From Settings: one institution's Update button opens its connected accounts directly. */
export const FromSettings: Story = {
  render: () => (
    <UpdateInstitutionDialog
      institution={PLATYPUS}
      trigger={
        <Button variant="outline" tone="neutral" size="sm" aria-label={`Update ${PLATYPUS.name}`}>
          Update
        </Button>
      }
    />
  ),
  beforeEach({ msw }) {
    msw.use(...servePrepared());
    return fakePlaid();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Update ${PLATYPUS.name}` }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: `Connected accounts from ${PLATYPUS.name}` });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Update Accounts' })).toBeEnabled());
    await expect(page(canvasElement).queryByRole('dialog', { name: 'Select and update your institution!' })).not.toBeInTheDocument();
  },
};
