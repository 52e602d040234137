import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Foundations/Components/Page Header',
  component: PageHeader,
  parameters: { layout: 'padded' },
  args: {
    title: 'Accounts',
    description: 'Every account at the institutions you have linked, with current balances, and the details of your credit cards.',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndDescription: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="outline">Update Institution</Button>
        <Button>Add institution</Button>
      </>
    ),
  },
};
