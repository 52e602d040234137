import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { expect, userEvent, within } from 'storybook/test';
import { installFakePlaid, SAMPLE_ACCOUNTS, SAMPLE_INSTITUTIONS } from '@/entities/institution/testing';
import { hasItem } from '@/entities/session';
import { accessToken } from '@/shared/api';
import { Toaster, toaster } from '@/shared/ui';
import { LinkedInstitutions } from './LinkedInstitutions';

const [PLATYPUS] = SAMPLE_INSTITUTIONS as [(typeof SAMPLE_INSTITUTIONS)[number]];

const withApp: Decorator = (Story) => (
  <Router hook={memoryLocation({ path: '/settings' }).hook}>
    {/* As Settings shows it: in its section's card. */}
    <section aria-label="Linked institutions" style={{ width: 'min(48rem, 90vw)', padding: '1.5rem', background: 'white', border: '1px solid #e2e8f0', borderRadius: '0.75rem' }}>
      <Story />
    </section>
    <Toaster />
  </Router>
);

const meta = {
  title: 'Settings/Linked Institutions',
  component: LinkedInstitutions,
  decorators: [withApp],
  parameters: { layout: 'padded' },
  beforeEach: () => {
    accessToken.value = 'story-token';
    hasItem.value = true;
    const fake = installFakePlaid();
    return () => {
      fake.uninstall();
      accessToken.value = null;
      toaster.remove();
    };
  },
} satisfies Meta<typeof LinkedInstitutions>;

export default meta;
type Story = StoryObj<typeof meta>;

const serveLinked = (items = SAMPLE_INSTITUTIONS) => [
  http.get('*/db_api/items/active', () => HttpResponse.json({ items })),
  http.get('*/api/accounts', () => HttpResponse.json({ accounts: SAMPLE_ACCOUNTS.filter((a) => items.some((i) => i.external_id === a.item_external_id)) })),
];

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/items/active', () => delay('infinite')), http.get('*/api/accounts', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your institutions…');
  },
};

/** Nothing linked: a way to Get Started. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...serveLinked([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No bank is linked yet.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Link a bank' })).toHaveAttribute('href', '/getstarted');
  },
};

/** Two institutions with their accounts; one needs the person to sign in again. */
export const Linked: Story = {
  beforeEach({ msw }) {
    msw.use(...serveLinked());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const platypus = await canvas.findByRole('article', { name: PLATYPUS.name });
    const accounts = await within(platypus).findByRole('list', { name: `Accounts at ${PLATYPUS.name}` });
    await expect(within(accounts).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(platypus).getByRole('button', { name: `Update ${PLATYPUS.name}` })).toBeEnabled();
    await expect(within(platypus).getByRole('button', { name: `Remove ${PLATYPUS.name}` })).toBeEnabled();
    const tartan = canvas.getByRole('article', { name: 'Tartan Credit Union' });
    await expect(within(tartan).getByText(/Sign-in needed/)).toBeInTheDocument();
  },
};

/** Remove asks first. */
export const ConfirmRemove: Story = {
  beforeEach({ msw }) {
    msw.use(...serveLinked());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Remove ${PLATYPUS.name}` }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: `Remove ${PLATYPUS.name}?` });
    await expect(dialog).toHaveAccessibleDescription(/delete its accounts and transactions/);
    await expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeEnabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

/** Removed: the item is deleted on the server and the list refreshes. */
export const Removed: Story = {
  beforeEach({ msw }) {
    let items = SAMPLE_INSTITUTIONS;
    msw.use(
      http.get('*/db_api/items/active', () => HttpResponse.json({ items })),
      http.get('*/api/accounts', () => HttpResponse.json({ accounts: SAMPLE_ACCOUNTS.filter((a) => items.some((i) => i.external_id === a.item_external_id)) })),
      http.delete('*/api/items/:externalId', ({ params }) => {
        items = items.filter((item) => item.external_id !== params.externalId);
        return HttpResponse.json({ status: 'success' });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `Remove ${PLATYPUS.name}` }));
    const dialog = await body.findByRole('dialog', { name: `Remove ${PLATYPUS.name}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await body.findByText(`${PLATYPUS.name} is no longer linked.`)).toBeInTheDocument();
    await expect(await within(canvasElement).findByRole('article', { name: 'Tartan Credit Union' })).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('article', { name: PLATYPUS.name })).not.toBeInTheDocument();
  },
};

/** The removal failed: it says so and the dialog stays. */
export const RemoveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...serveLinked(),
      http.delete('*/api/items/:externalId', () => HttpResponse.json({ error: { error_code: 'VENDOR_ERROR', error_message: 'x' }, message: 'x' }, { status: 502 })),
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `Remove ${PLATYPUS.name}` }));
    const dialog = await body.findByRole('dialog', { name: `Remove ${PLATYPUS.name}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await body.findByText(`${PLATYPUS.name} could not be removed. Please try again.`)).toBeInTheDocument();
    await expect(body.getByRole('dialog', { name: `Remove ${PLATYPUS.name}?` })).toBeInTheDocument();
  },
};
