import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AiClient } from '@/shared/api';
import { AiClients } from './AiClients';
import { signedInForStory, withCacheAndToaster } from './section-story-frame';

const CLAUDE: AiClient = { client_id: 'client-claude', name: 'Claude', first_used_at: '2026-10-02T09:15:00Z', last_used_at: '2026-11-27T18:40:00Z', calls_this_month: 42 };
const UNNAMED: AiClient = { client_id: 'client-unnamed', name: null, first_used_at: '2026-11-20T12:00:00Z', last_used_at: '2026-11-20T12:00:00Z', calls_this_month: 0 };

const meta = {
  title: 'Settings/AI Clients',
  component: AiClients,
  decorators: [withCacheAndToaster],
  beforeEach: signedInForStory,
} satisfies Meta<typeof AiClients>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two connected clients, one that never said its name, each with its use and Revoke. */
export const Connected: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/ai_clients', () => HttpResponse.json({ clients: [CLAUDE, UNNAMED] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Claude' })).toBeInTheDocument();
    await expect(canvas.getByText('42')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Unnamed client' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Revoke Claude' })).toBeEnabled();
  },
};

/** None yet: the address to paste in an AI client. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/ai_clients', () => HttpResponse.json({ clients: [] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No AI client has connected yet/)).toBeInTheDocument();
    await expect(canvas.getByText(`${window.location.origin}/mcp`)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/ai_clients', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your AI clients…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/ai_clients', () => HttpResponse.json({ error: { error_code: 'INTERNAL', error_message: 'x' }, message: 'x' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent("We couldn't load your AI clients");
  },
};

/** Revoke: the client leaves the list and a toast says it can no longer read the data. */
export const Revoked: Story = {
  beforeEach({ msw }) {
    let clients = [CLAUDE, UNNAMED];
    msw.use(
      http.get('*/db_api/ai_clients', () => HttpResponse.json({ clients })),
      http.post('*/api/ai_clients/revoke', async ({ request }) => {
        const { client_id: clientId } = (await request.json()) as { client_id: string };
        clients = clients.filter((c) => c.client_id !== clientId);
        return HttpResponse.json({ status: 'success' });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke Claude' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Claude' })).not.toBeInTheDocument());
    await expect(await within(canvasElement.ownerDocument.body).findByText('Claude can no longer read your data.')).toBeInTheDocument();
  },
};
