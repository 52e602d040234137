import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { hasItem } from '@/entities/session';
import { installFakePlaid, type FakePlaidOpening } from '@/entities/institution/testing';
import { accessToken } from '@/shared/api';
import {
  INSTITUTION_ALREADY_LINKED,
  institutionAlreadyExists,
  LINKING_FAILED,
  SOMETHING_WENT_WRONG,
  SOMETHING_WENT_WRONG_TRY_LATER,
} from '@/shared/config';
import { Toaster, toaster } from '@/shared/ui';
import { AddInstitutionButton } from './AddInstitutionButton';

const PLATYPUS = { name: 'First Platypus Bank', institution_id: 'ins_120686' };
const apiError = (status: number, code: string) =>
  HttpResponse.json({ error: { error_code: code, error_message: code }, message: code }, { status });

/** Where the story's router is; a story reads it to see the navigation to /accounts. */
let location = memoryLocation({ path: '/dashboard', record: true });

const withApp: Decorator = (Story) => (
  <Router hook={location.hook}>
    <Story />
    <Toaster />
  </Router>
);

/** The fake widget does what `onOpen` says; each story installs its own. */
function fakePlaid(onOpen?: (opening: FakePlaidOpening) => void, neverLoads = false) {
  const fake = installFakePlaid({ onOpen, neverLoads });
  return () => fake.uninstall();
}

const serveLinkToken = () => http.post('*/api/create_link_token', () => HttpResponse.json({ link_token: 'link-sandbox-story', expiration: '2030-01-01T00:00:00Z' }));

/** What the Linked story's server was sent. */
let linkCalls: string[] = [];

const meta = {
  title: 'Bank Linking/Add Institution Dialog',
  component: AddInstitutionButton,
  decorators: [withApp],
  parameters: { layout: 'centered' },
  beforeEach: () => {
    location = memoryLocation({ path: '/dashboard', record: true });
    accessToken.value = 'story-token';
    hasItem.value = false;
    return () => {
      accessToken.value = null;
      toaster.remove();
    };
  },
} satisfies Meta<typeof AddInstitutionButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add institution' }));
  return page(canvasElement).findByRole('dialog', { name: "Let's Get Started!" });
}

/** Just opened: the link token is on its way, so "Link Accounts" waits. */
export const NotReady: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/create_link_token', () => delay('infinite')));
    return fakePlaid();
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    for (const line of ['Understand your cash flows', 'Pay off your debts', 'Invest for your future']) {
      await expect(within(dialog).getByText(line)).toBeInTheDocument();
    }
    await expect(within(dialog).getByRole('button', { name: 'Link Accounts' })).toBeDisabled();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Getting a secure connection ready…');
  },
};

/** Token and widget ready: "Link Accounts" is enabled. */
export const Ready: Story = {
  beforeEach({ msw }) {
    msw.use(serveLinkToken());
    return fakePlaid();
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Link Accounts' })).toBeEnabled());
  },
};

/** The widget succeeded; the link is being completed: "Linking...". */
export const Linking: Story = {
  beforeEach({ msw }) {
    msw.use(serveLinkToken(), http.post('*/db_api/institution/name', () => delay('infinite')));
    return fakePlaid((opening) => opening.succeed(PLATYPUS));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const link = within(dialog).getByRole('button', { name: 'Link Accounts' });
    await waitFor(() => expect(link).toBeEnabled());
    await userEvent.click(link);
    const busy = await page(canvasElement).findByRole('button', { name: 'Linking...' }, { timeout: 3000 });
    await expect(busy).toBeDisabled();
    await expect(page(canvasElement).getByRole('dialog', { name: "Let's Get Started!" })).toBeInTheDocument();
  },
};

/** The institution was linked before: the warning, and the dialog closes. */
export const AlreadyLinked: Story = {
  beforeEach({ msw }) {
    msw.use(serveLinkToken(), http.post('*/db_api/institution/name', () => HttpResponse.json({ item: { institution_name: PLATYPUS.name } })));
    return fakePlaid((opening) => opening.succeed(PLATYPUS));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const link = within(dialog).getByRole('button', { name: 'Link Accounts' });
    await waitFor(() => expect(link).toBeEnabled());
    await userEvent.click(link);
    const warning = await page(canvasElement).findByText(institutionAlreadyExists(PLATYPUS.name), {}, { timeout: 3000 });
    await expect(warning.closest('[data-type]')).toHaveAttribute('data-type', 'warning');
    await expect(page(canvasElement).getByText(INSTITUTION_ALREADY_LINKED)).toBeInTheDocument();
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog', { name: "Let's Get Started!" })).not.toBeInTheDocument());
    await expect(location.history).toEqual(['/dashboard']);
  },
};

/** The exchange says this very item exists: an info toast. */
export const ItemAlreadyExists: Story = {
  beforeEach({ msw }) {
    msw.use(
      serveLinkToken(),
      http.post('*/db_api/institution/name', () => HttpResponse.json({ item: null })),
      http.post('*/api/set_access_token', () => HttpResponse.json({ status: 'item already exists', external_id: 'item-old' })),
    );
    return fakePlaid((opening) => opening.succeed(PLATYPUS));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const link = within(dialog).getByRole('button', { name: 'Link Accounts' });
    await waitFor(() => expect(link).toBeEnabled());
    await userEvent.click(link);
    const info = await page(canvasElement).findByText(INSTITUTION_ALREADY_LINKED, {}, { timeout: 3000 });
    await expect(info.closest('[data-type]')).toHaveAttribute('data-type', 'info');
  },
};

/** A new institution: the exchange form-encoded, duplicates removed, then /accounts. */
export const Linked: Story = {
  beforeEach({ msw }) {
    linkCalls = [];
    const calls = linkCalls;
    msw.use(
      serveLinkToken(),
      http.post('*/db_api/institution/name', () => HttpResponse.json({ item: null })),
      http.post('*/api/set_access_token', async ({ request }) => {
        calls.push(`${request.headers.get('content-type')} ${await request.text()}`);
        return HttpResponse.json({ status: 'success', external_id: 'item-new' });
      }),
      http.post('*/api/items', () =>
        HttpResponse.json({
          results: [
            { external_id: 'item-old', name: PLATYPUS.name, institution: PLATYPUS },
            { external_id: 'item-new', name: PLATYPUS.name, institution: PLATYPUS },
          ],
        }),
      ),
      http.post('*/api/remove_duplicate_items', async ({ request }) => {
        calls.push(JSON.stringify(await request.json()));
        return HttpResponse.json({ status: 'success', removed: ['item-old'] });
      }),
    );
    return fakePlaid((opening) => opening.succeed(PLATYPUS));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const link = within(dialog).getByRole('button', { name: 'Link Accounts' });
    await waitFor(() => expect(link).toBeEnabled());
    await userEvent.click(link);
    await waitFor(() => expect(location.history).toEqual(['/dashboard', '/accounts']), { timeout: 3000 });
    await expect(linkCalls).toEqual([
      expect.stringMatching(/^application\/x-www-form-urlencoded public_token=public-sandbox-fake-session-\d+$/),
      JSON.stringify({ external_id: 'item-new', institution_id: PLATYPUS.institution_id }),
    ]);
    await expect(hasItem.value).toBe(true);
  },
};

/** No link token: "Oops, something went wrong. Please try again later." */
export const LinkTokenFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/create_link_token', () => apiError(502, 'VENDOR_ERROR')));
    return fakePlaid();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add institution' }));
    const toast = await page(canvasElement).findByText(SOMETHING_WENT_WRONG_TRY_LATER);
    await expect(toast.closest('[data-type]')).toHaveAttribute('data-type', 'error');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The link token call was rate limited: "Oops, something went wrong. Please try again." */
export const LinkTokenRateLimited: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/create_link_token', () => apiError(429, 'RATE_LIMITED')));
    return fakePlaid();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add institution' }));
    await expect(await page(canvasElement).findByText(SOMETHING_WENT_WRONG)).toBeInTheDocument();
  },
};

/** The widget ended with an error: its message. */
export const WidgetError: Story = {
  beforeEach({ msw }) {
    msw.use(serveLinkToken());
    return fakePlaid((opening) =>
      opening.exit({
        error_type: 'ITEM_ERROR',
        error_code: 'INVALID_CREDENTIALS',
        error_message: 'the provided credentials were not correct',
        display_message: 'The provided credentials were not correct. Please try again.',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const link = within(dialog).getByRole('button', { name: 'Link Accounts' });
    await waitFor(() => expect(link).toBeEnabled());
    await userEvent.click(link);
    await expect(await page(canvasElement).findByText('The provided credentials were not correct. Please try again.')).toBeInTheDocument();
  },
};

/** The person closed the widget: the dialog is back, ready again. */
export const WidgetClosed: Story = {
  beforeEach({ msw }) {
    msw.use(serveLinkToken());
    return fakePlaid((opening) => opening.exit());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const link = within(dialog).getByRole('button', { name: 'Link Accounts' });
    await waitFor(() => expect(link).toBeEnabled());
    await userEvent.click(link);
    const again = await page(canvasElement).findByRole('dialog', { name: "Let's Get Started!" });
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Link Accounts' })).toBeEnabled());
  },
};

/** The exchange failed: "An error occurred while linking your account". */
export const LinkingFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      serveLinkToken(),
      http.post('*/db_api/institution/name', () => HttpResponse.json({ item: null })),
      http.post('*/api/set_access_token', () => apiError(502, 'VENDOR_ERROR')),
    );
    return fakePlaid((opening) => opening.succeed(PLATYPUS));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const link = within(dialog).getByRole('button', { name: 'Link Accounts' });
    await waitFor(() => expect(link).toBeEnabled());
    await userEvent.click(link);
    await expect(await page(canvasElement).findByText(LINKING_FAILED, {}, { timeout: 3000 })).toBeInTheDocument();
  },
};

/** Signed out (no access token): linking is blocked with the generic error. */
export const WithoutAccessToken: Story = {
  beforeEach() {
    accessToken.value = null;
    return fakePlaid();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add institution' }));
    await expect(await page(canvasElement).findByText(LINKING_FAILED)).toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

