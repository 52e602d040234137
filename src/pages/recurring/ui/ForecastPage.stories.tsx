import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { formatMoney } from '@/shared/lib';
import { expectNoAxeViolations, expectNoSidewaysScroll, signedInStory } from '@/shared/test-kit';
import { sampleForecast } from '../testing/fixtures';
import { ForecastPage } from './ForecastPage';

/** Answers `GET /db_api/forecast` from the sample, for the days and threshold asked. */
const serve = (options: { checked?: boolean; noCash?: boolean } = {}) =>
  http.get('*/db_api/forecast', ({ request }) => {
    const url = new URL(request.url);
    const days = Number(url.searchParams.get('days') ?? 30) as 30 | 60 | 90;
    const threshold = url.searchParams.has('threshold') ? Number(url.searchParams.get('threshold')) : null;
    return HttpResponse.json(sampleForecast(days, threshold, options));
  });

const meta = {
  title: 'Recurring/Cash-flow forecast',
  component: ForecastPage,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '72rem', padding: '2rem 1.5rem' }}>
        <main>
          <Story />
        </main>
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'wide' } },
  beforeEach: signedInStory(),
} satisfies Meta<typeof ForecastPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = (scope: HTMLElement, term: string) => within(scope).getByText(term, { selector: 'dt' }).nextElementSibling;

/** The next 30 days as a chart: today's cash, the low point and the last day, and every assumption. */
export const NextThirtyDays: Story = {
  beforeEach({ msw }) {
    msw.use(serve());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sample = sampleForecast(30, null);
    await expect(await canvas.findByText('In your bank accounts today')).toBeVisible();
    await expect(figure(canvasElement, 'In your bank accounts today')).toHaveTextContent('$2,318.55');
    await expect(figure(canvasElement, 'Lowest in the next 30 days')).toHaveTextContent(formatMoney(sample.low_point.balance));
    await expect(await canvas.findByRole('img', { name: /Projected balance of your bank accounts over the next 30 days/ })).toBeVisible();
    const assumptions = canvas.getByRole('region', { name: 'What this forecast assumes' });
    await expect(within(assumptions).getByText('Maple Street Rentals')).toBeVisible();
    await expect(within(assumptions).getByText(/\$612\.40 due Dec 8, 2026/)).toBeVisible();
    await expect(within(assumptions).getByText('Transfer to High-Yield Savings')).toBeVisible();
    await expect(within(assumptions).getByRole('link', { name: 'The spending it comes from' })).toHaveAttribute('href', expect.stringContaining('/transactions?'));
    await expect(canvas.getByText('Nothing to check yet')).toBeVisible();
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};

/** By keyboard: 90 days, as a table, with a threshold whose days under it are counted and marked. */
export const NinetyDaysAsTableWithThreshold: Story = {
  beforeEach({ msw }) {
    msw.use(serve());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('In your bank accounts today');
    canvas.getByRole('radio', { name: '30 days' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(await canvas.findByText('Lowest in the next 90 days')).toBeVisible();
    const projection = canvas.getByRole('region', { name: 'Projected balance' });
    within(projection).getByRole('radio', { name: 'Chart' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const table = await within(projection).findByRole('region', { name: 'Projected balance by day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(91);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Warn me under' }));
    await userEvent.keyboard('1000');
    const under = sampleForecast(90, 1000).days_below_threshold.length;
    await expect(await canvas.findByText('Days under $1,000.00')).toBeVisible();
    await expect(figure(canvasElement, 'Days under $1,000.00')).toHaveTextContent(String(under));
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};

/** A threshold that is not an amount is said so, and the forecast stays. */
export const ThresholdNotAnAmount: Story = {
  beforeEach({ msw }) {
    msw.use(serve());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('In your bank accounts today');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Warn me under' }), 'lots');
    await expect(await canvas.findByText('Enter an amount of zero or more, like 500.')).toBeVisible();
    await expect(canvas.getByText('In your bank accounts today')).toBeVisible();
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};

/** An earlier forecast against the balances that followed, with how far off it was. */
export const CheckedAgainstWhatHappened: Story = {
  beforeEach({ msw }) {
    msw.use(serve({ checked: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const check = await canvas.findByRole('region', { name: 'An earlier forecast against what happened' });
    await expect(within(check).getByText(/The forecast made on Oct 28, 2026/)).toBeVisible();
    const table = within(check).getByRole('region', { name: 'The earlier forecast against your balances' });
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(within(table).getByRole('row', { name: /^Oct 29, 2026/ })).toHaveTextContent('$12.25');
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};

export const OnPhone: Story = {
  ...NextThirtyDays,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('In your bank accounts today')).toBeVisible();
    await expect(figure(canvasElement, 'In your bank accounts today')).toHaveTextContent('$2,318.55');
    await expect(await canvas.findByRole('img', { name: /Projected balance of your bank accounts/ })).toBeVisible();
    await expectNoSidewaysScroll();
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};

/** No bank account to start from: what to do instead. */
export const NoBankAccount: Story = {
  beforeEach({ msw }) {
    msw.use(serve({ noCash: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No bank account to forecast')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add an account or import a file' })).toHaveAttribute('href', '/import');
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/db_api/forecast', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Working out your forecast…' })).toBeInTheDocument();
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/db_api/forecast', () => HttpResponse.json({ error: { error_code: 'SERVER_ERROR', error_message: 'Boom.' }, message: 'Boom.' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The forecast could not be worked out', {}, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoAxeViolations(canvasElement.ownerDocument.body);
  },
};
