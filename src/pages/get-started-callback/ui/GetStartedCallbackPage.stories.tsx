import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { expect, waitFor, within } from 'storybook/test';
import { installFakePlaid, type FakePlaid } from '@/entities/institution/testing';
import { accessToken } from '@/shared/api';
import { Toaster, toaster } from '@/shared/ui';
import { GetStartedCallbackPage } from './GetStartedCallbackPage';

const PLATYPUS = { name: 'First Platypus Bank', institution_id: 'ins_120686' };
let location = memoryLocation({ path: '/getstarted-callback?oauth_state_id=abc', record: true });
let fake: FakePlaid | undefined;

const withApp: Decorator = (Story) => (
  <Router hook={location.hook}>
    <Story />
    <Toaster />
  </Router>
);

const meta = {
  title: 'Bank Linking/Bank Sign-In Return',
  component: GetStartedCallbackPage,
  decorators: [withApp],
  parameters: { layout: 'padded' },
  beforeEach: () => {
    location = memoryLocation({ path: '/getstarted-callback?oauth_state_id=abc', record: true });
    accessToken.value = 'story-token';
    return () => {
      fake?.uninstall();
      sessionStorage.removeItem('link_token');
      accessToken.value = null;
      toaster.remove();
    };
  },
} satisfies Meta<typeof GetStartedCallbackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No session to continue (opened directly, or another tab): back to Get Started. */
export const NothingToResume: Story = {
  beforeEach() {
    fake = installFakePlaid();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Linking your bank' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Get Started' })).toHaveAttribute('href', '/getstarted');
  },
};

/** The calls that finish a link, answered. */
const finishLinkHandlers = () => [
  http.post('*/db_api/institution/name', () => HttpResponse.json({ item: null })),
  http.post('*/api/set_access_token', () => HttpResponse.json({ status: 'success', external_id: 'item-new' })),
  http.post('*/api/items', () => HttpResponse.json({ results: [{ external_id: 'item-new', name: PLATYPUS.name, institution: PLATYPUS }] })),
];

/** The session's token was kept: the widget reopens on it while the page says it is finishing the connection. */
export const Resumed: Story = {
  beforeEach({ msw }) {
    sessionStorage.setItem('link_token', 'link-sandbox-oauth');
    fake = installFakePlaid();
    msw.use(...finishLinkHandlers());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Finishing your bank connection…');
    await waitFor(() => expect(fake?.opened).toEqual(['link-sandbox-oauth']));
  },
};

/** The reopened widget finishes the link: on to the wizard at /getstarted. */
export const ResumedThenGetStarted: Story = {
  beforeEach({ msw }) {
    sessionStorage.setItem('link_token', 'link-sandbox-oauth');
    fake = installFakePlaid({ onOpen: (opening) => opening.succeed(PLATYPUS) });
    msw.use(...finishLinkHandlers());
  },
  play: async () => {
    await waitFor(() => expect(fake?.opened).toEqual(['link-sandbox-oauth']));
    await waitFor(() => expect(location.history.at(-1)).toBe('/getstarted'), { timeout: 3000 });
  },
};
