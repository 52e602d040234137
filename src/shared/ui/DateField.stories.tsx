import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';

const meta = {
  title: 'Foundations/Components/Date Field',
  component: DateField,
  args: { label: 'From', value: '2024-01-05', onValueChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('From');
    await expect(input).toHaveValue('2024-01-05');
    await expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
  },
};
