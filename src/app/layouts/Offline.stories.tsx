import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { isOnline } from '@/shared/network';
import { OFFLINE_BANNER_TEXT, OfflineBanner, OfflinePage } from './Offline';

/** The app with no network, as a reload of the installed app offline shows it. */
function OfflineApp({ page }: { page: 'offline' | 'signed-in' }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', minH: '100dvh' })}>
      <OfflineBanner />
      {page === 'offline' ? (
        <OfflinePage />
      ) : (
        <main className={css({ p: 'gutter' })}>
          <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>Settings</h1>
        </main>
      )}
    </div>
  );
}

const meta = {
  title: 'Shell/Offline',
  component: OfflineApp,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    isOnline.value = false;
    return () => {
      isOnline.value = true;
    };
  },
} satisfies Meta<typeof OfflineApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in page opened offline: the session cannot start, so the page says why and that it opens by itself. */
export const PageOpenedOffline: Story = {
  args: { page: 'offline' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "You're offline", level: 1 })).toBeInTheDocument();
    await expect(canvas.getByText(OFFLINE_BANNER_TEXT)).toBeInTheDocument();
  },
};

/** The network lost while a page is open: the page stays, under a notice that its figures may be out of date. */
export const NetworkLostOnAPage: Story = {
  args: { page: 'signed-in' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    await expect(canvas.getByText(OFFLINE_BANNER_TEXT)).toBeInTheDocument();
  },
};
