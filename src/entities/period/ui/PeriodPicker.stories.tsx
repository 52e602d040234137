import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatPeriod, periodContaining, previousPeriod, todayPlainDate } from '@/shared/lib';
import { choosePeriod, comparedWith, comparison, selectedRange, selectPeriod } from '../model/selected-period';
import { resetPeriodsForTesting } from '../testing';
import { PeriodPicker } from './PeriodPicker';

const meta = {
  title: 'Foundations/Components/Period Picker',
  component: PeriodPicker,
  beforeEach: () => {
    resetPeriodsForTesting();
    return resetPeriodsForTesting;
  },
} satisfies Meta<typeof PeriodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const startingAt = (text: string) => () => void choosePeriod(text);
const shown = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');
const kind = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('radio', { name });

/** This month, compared with the previous period: the picker as a page first shows it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thisMonth = periodContaining('month', todayPlainDate());
    await expect(canvas.getByRole('group', { name: 'Period' })).toBeInTheDocument();
    await expect(kind(canvasElement, 'Month')).toBeChecked();
    await expect(shown(canvasElement)).toHaveTextContent(formatPeriod(thisMonth));
    await expect(canvas.getByRole('radio', { name: 'Previous period' })).toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(shown(canvasElement)).toHaveTextContent(formatPeriod(previousPeriod(thisMonth)));
    await expect(selectPeriod.value).toBe(formatPeriod(previousPeriod(thisMonth)));

    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(selectPeriod.value).toBe(formatPeriod(thisMonth));

    await userEvent.click(canvas.getByText('Same period last year'));
    await expect(canvas.getByRole('radio', { name: 'Same period last year' })).toBeChecked();
    await expect(comparedWith.value).toBe('lastYear');
    await expect(comparison.value).toBe('same_period_last_year');
  },
};

/** A month: previous and next cross the year. */
export const Month: Story = {
  beforeEach: startingAt('December 2024'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shown(canvasElement)).toHaveTextContent('December 2024');

    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(shown(canvasElement)).toHaveTextContent('January 2025');
    await expect(selectedRange.value).toEqual({ start: '2025-01-01', end: '2025-01-31' });
    await expect(comparison.value).toBe('previous_period');

    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(selectPeriod.value).toBe('November 2024');
  },
};

/** A quarter: Q4 ends on 31 December, the next one is Q1 of the next year. */
export const Quarter: Story = {
  beforeEach: startingAt('Q4 2024'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(kind(canvasElement, 'Quarter')).toBeChecked();
    await expect(shown(canvasElement)).toHaveTextContent('Q4 2024');
    await expect(selectedRange.value).toEqual({ start: '2024-10-01', end: '2024-12-31' });

    await userEvent.click(canvas.getByRole('button', { name: 'Next quarter' }));
    await expect(selectPeriod.value).toBe('Q1 2025');

    await userEvent.click(canvas.getByText('Same period last year'));
    await expect(comparison.value).toBe('same_period_last_year');
  },
};

/** A year. */
export const Year: Story = {
  beforeEach: startingAt('2024'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(kind(canvasElement, 'Year')).toBeChecked();
    await expect(shown(canvasElement)).toHaveTextContent('2024');

    await userEvent.click(canvas.getByRole('button', { name: 'Previous year' }));
    await expect(selectPeriod.value).toBe('2023');
    await expect(selectedRange.value).toEqual({ start: '2023-01-01', end: '2023-12-31' });
  },
};

/** A custom range: two dates; previous and next move it by its own length; a reversed range is not taken. */
export const CustomRange: Story = {
  beforeEach: startingAt('2024-01-05/2024-01-11'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    await expect(kind(canvasElement, 'Custom range')).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Custom range' })).toBeInTheDocument();
    await expect(from).toHaveValue('2024-01-05');
    await expect(to).toHaveValue('2024-01-11');

    await userEvent.click(canvas.getByRole('button', { name: 'Next range' }));
    await expect(selectPeriod.value).toBe('2024-01-12/2024-01-18');
    await expect(from).toHaveValue('2024-01-12');
    await expect(to).toHaveValue('2024-01-18');

    await userEvent.clear(to);
    await userEvent.type(to, '2024-02-29');
    await expect(selectPeriod.value).toBe('2024-01-12/2024-02-29');
    await expect(to).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(from);
    await userEvent.type(from, '2024-03-01');
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await expect(selectPeriod.value).toBe('2024-01-12/2024-02-29');
  },
};

/** Everything from the keyboard: Tab to the kinds, arrows to switch, Enter on previous and next. */
export const ChosenByKeyboard: Story = {
  beforeEach: startingAt('March 2023'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(kind(canvasElement, 'Month')).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(selectPeriod.value).toBe('Q1 2023');
    await userEvent.keyboard('{ArrowRight}');
    await expect(selectPeriod.value).toBe('2023');
    await userEvent.keyboard('{ArrowRight}');
    await expect(selectPeriod.value).toBe('2023-01-01/2023-12-31');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(selectPeriod.value).toBe('January 2023');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(selectPeriod.value).toBe('December 2022');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next month' })).toHaveFocus();
    await userEvent.keyboard('{Enter}{Enter}');
    await expect(selectPeriod.value).toBe('February 2023');

    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Previous period' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(comparedWith.value).toBe('lastYear');
  },
};
