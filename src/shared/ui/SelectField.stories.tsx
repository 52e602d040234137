import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectField } from './SelectField';

const meta = {
  title: 'Foundations/Components/Select Field',
  component: SelectField,
  args: {
    label: 'Category',
    value: '',
    onValueChange: fn(),
    options: [
      { value: '', label: 'Any' },
      { label: 'Food and drink', options: [{ value: 'FOOD_AND_DRINK_COFFEE', label: 'Coffee' }, { value: 'FOOD_AND_DRINK_GROCERIES', label: 'Groceries' }] },
    ],
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plain and grouped options; a choice is reported by its value. */
export const Grouped: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Category');
    await userEvent.selectOptions(select, 'FOOD_AND_DRINK_GROCERIES');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('FOOD_AND_DRINK_GROCERIES');
    await expect(within(canvasElement).getByRole('group', { name: 'Food and drink' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Category')).toBeDisabled();
  },
};
