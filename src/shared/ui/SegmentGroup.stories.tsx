import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentGroup } from './SegmentGroup';

const meta = {
  title: 'Foundations/Components/Segment Group',
  component: SegmentGroup,
  args: {
    label: 'Show by',
    options: [
      { value: 'month', label: 'Month' },
      { value: 'quarter', label: 'Quarter' },
      { value: 'year', label: 'Year' },
    ],
    value: 'month',
    onValueChange: fn(),
  },
} satisfies Meta<typeof SegmentGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabelAbove: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Show by' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Month' })).toBeChecked();

    await userEvent.click(canvas.getByText('Year'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('year');
  },
};

export const LabelHidden: Story = {
  args: { labelHidden: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Show by' })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('quarter');
  },
};

export const Inline: Story = {
  args: { label: 'Compared with', inline: true, value: 'previous', options: [{ value: 'previous', label: 'Previous period' }, { value: 'lastYear', label: 'Same period last year' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Previous period' })).toBeChecked();
  },
};
