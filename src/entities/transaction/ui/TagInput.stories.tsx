import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoAxeViolations } from '@/shared/test-kit';
import { MAX_TAGS, TagInput } from './TagInput';

/** The input with its tags kept in the story, as the details panel keeps them. */
function Kept({ initial, onChange, suggestions }: { initial: string[]; onChange: (tags: string[]) => void; suggestions?: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <div style={{ maxWidth: '24rem' }}>
      <TagInput
        tags={tags}
        suggestions={suggestions}
        onChange={(next) => {
          setTags(next);
          onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Transactions/Tag Input',
  component: Kept,
  args: { initial: ['Lisbon trip'], onChange: fn(), suggestions: ['Lisbon trip', 'Reimbursable', 'Work'] },
} satisfies Meta<typeof Kept>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter adds what is typed, the same name in another case is not added twice, Backspace in the empty field removes the last tag, and each chip has its own remove button. */
export const ByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Tags');
    await userEvent.click(input);
    await userEvent.type(input, 'Work{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Lisbon trip', 'Work']);
    await userEvent.type(input, 'work{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('');
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['Lisbon trip']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove tag Lisbon trip' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expectNoAxeViolations(canvasElement);
  },
};

/** The person's other tags are offered as they type (the tags already there are not). */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Tags');
    const list = canvasElement.ownerDocument.getElementById(input.getAttribute('list') ?? '');
    await expect([...(list?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual(['Reimbursable', 'Work']);
    await expectNoAxeViolations(canvasElement);
  },
};

/** At the limit a new tag is refused, and the field says why. */
export const AtTheLimit: Story = {
  args: { initial: Array.from({ length: MAX_TAGS }, (_, i) => `Tag ${i + 1}`) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Tags');
    await userEvent.type(input, 'One more{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(`A transaction carries at most ${MAX_TAGS} tags.`);
    await expect(input).toHaveAccessibleDescription(`A transaction carries at most ${MAX_TAGS} tags.`);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expectNoAxeViolations(canvasElement);
  },
};
