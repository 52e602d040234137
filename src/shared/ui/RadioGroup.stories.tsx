import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Foundations/Components/Radio Group',
  component: RadioGroup,
  args: {
    label: 'Institution',
    options: [
      { value: 'item-1', label: 'First Platypus Bank' },
      { value: 'item-2', label: 'Tartan Credit Union' },
      { value: 'item-3', label: 'Houndstooth Savings' },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneSelected: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();

    await userEvent.click(canvas.getByText('Tartan Credit Union'));
    await expect(canvas.getByRole('radio', { name: 'Tartan Credit Union' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('item-2');
  },
};

export const Selected: Story = {
  args: { defaultValue: 'item-1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'First Platypus Bank' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Houndstooth Savings'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: 'Houndstooth Savings' })).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
