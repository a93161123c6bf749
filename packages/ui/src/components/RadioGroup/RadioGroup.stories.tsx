import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { RadioGroup } from './RadioGroup.tsx';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'One choice among a few visible options. Tab enters the group at the chosen option; arrow keys move ' +
          'and choose. For long lists use a Select.',
      },
    },
  },
  args: {
    label: 'How intense was it?',
    options: [
      { value: 'low', label: 'Low', hint: 'Barely noticeable' },
      { value: 'medium', label: 'Medium' },
      { value: 'high', label: 'High' },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'medium' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'How intense was it?' })).toBeInTheDocument();
    await userEvent.tab();
    const medium = canvas.getByRole('radio', { name: 'Medium' });
    await expect(medium).toHaveFocus();
    // Hold the key as a person does: Radix checks the option focused while an arrow key is down.
    await userEvent.keyboard('{ArrowDown>}');
    const high = canvas.getByRole('radio', { name: 'High' });
    await waitFor(() => expect(high).toHaveFocus());
    await waitFor(() => expect(high).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('high');
    // The options wrap around.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Low' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const WithError: Story = { args: { error: 'Choose one.', required: true } };
export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'low', label: 'Low' },
      { value: 'high', label: 'High', disabled: true },
    ],
  },
};
export const Dark: Story = {
  args: { defaultValue: 'low', error: 'Choose one.' },
  globals: { theme: 'dark' },
};
