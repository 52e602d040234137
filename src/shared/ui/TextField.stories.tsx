import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Foundations/Components/Text Field',
  component: TextField,
  args: { label: 'Search', value: '', onValueChange: fn(), type: 'search', placeholder: 'Merchant or description' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByLabelText('Search'), 'k');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('k');
  },
};

/** A wrong value: marked invalid, with its error under it. */
export const Invalid: Story = {
  args: { label: 'Minimum amount', value: '12,5', invalid: true, errorText: 'An amount such as 12.50', type: 'text' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Minimum amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('An amount such as 12.50')).toBeInTheDocument();
  },
};
