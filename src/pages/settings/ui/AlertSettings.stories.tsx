import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AlertSettings } from './AlertSettings';
import { DEFAULT_ALERT_SETTINGS } from './alert-settings-sample';
import { signedInForStory, withCacheAndToaster } from './section-story-frame';

const meta = {
  title: 'Settings/Alerts',
  component: AlertSettings,
  decorators: [withCacheAndToaster],
  beforeEach: signedInForStory,
} satisfies Meta<typeof AlertSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const serverError = () => HttpResponse.json({ error: { error_code: 'INTERNAL', error_message: 'x' }, message: 'x' }, { status: 500 });

/** Every alert with its switch, and the amounts and days it is told at. */
export const Ready: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/alert_settings', () => HttpResponse.json({ ...DEFAULT_ALERT_SETTINGS, unusual_charge: false })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: 'A purchase over an amount' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Tell me of a purchase over ($)' })).toHaveValue('500');
    await expect(canvas.getByRole('textbox', { name: 'Days before it is due (0 to 14)' })).toHaveValue('3');
    await expect(canvas.getByRole('switch', { name: /unusually large charge/ })).not.toBeChecked();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/alert_settings', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your alert settings…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/alert_settings', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent("We couldn't load your alert settings");
  },
};

/** A threshold typed by keyboard and saved: the button says it is saving until the server answers. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/db_api/alert_settings', () => HttpResponse.json(DEFAULT_ALERT_SETTINGS)),
      http.put('*/api/alert_settings', () => delay('infinite')),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByRole('textbox', { name: 'Tell me of a purchase over ($)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '250{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

/** Saved: the toast confirms, and the form shows what the server stored. */
export const Saved: Story = {
  beforeEach({ msw }) {
    let stored = DEFAULT_ALERT_SETTINGS;
    msw.use(
      http.get('*/db_api/alert_settings', () => HttpResponse.json(stored)),
      http.put('*/api/alert_settings', async ({ request }) => {
        stored = (await request.json()) as typeof stored;
        return HttpResponse.json(stored);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('switch', { name: 'A new recurring charge' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save alerts' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Your alert settings are saved.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('switch', { name: 'A new recurring charge' })).not.toBeChecked());
  },
};

/** A days value out of bounds is named under its field and nothing is sent. */
export const Invalid: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/alert_settings', () => HttpResponse.json(DEFAULT_ALERT_SETTINGS)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = await canvas.findByRole('textbox', { name: 'Days before it is due (0 to 14)' });
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(canvas.getByRole('button', { name: 'Save alerts' }));
    await expect(await canvas.findByText('A whole number of days from 0 to 14')).toBeInTheDocument();
  },
};

/** The server refused the save: a toast says so and the typed values stay. */
export const SaveFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/db_api/alert_settings', () => HttpResponse.json(DEFAULT_ALERT_SETTINGS)),
      http.put('*/api/alert_settings', serverError),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByRole('textbox', { name: 'Tell me when a checking or savings balance falls below ($)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '75');
    await userEvent.click(canvas.getByRole('button', { name: 'Save alerts' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText("We couldn't save your alert settings. Please try again.")).toBeInTheDocument();
    await expect(amount).toHaveValue('75');
  },
};
