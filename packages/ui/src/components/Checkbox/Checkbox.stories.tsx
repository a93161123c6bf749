import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A checkbox with its label and optional hint (Radix Checkbox). Space toggles; clicking the label ' +
          'toggles too. `checked="indeterminate"` for a partly selected group.',
      },
    },
  },
  args: {
    label: 'Share anonymised data for research',
    hint: 'You can change this at any time in settings.',
    onCheckedChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Share anonymised data for research' });
    await expect(checkbox).toHaveAccessibleDescription('You can change this at any time in settings.');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Share anonymised data for research'));
    await expect(checkbox).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = {
  args: { checked: 'indeterminate', label: 'Select all entries', hint: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all entries' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  },
};
export const Invalid: Story = { args: { invalid: true, required: true, label: 'I accept the terms' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const CheckedDark: Story = { args: { defaultChecked: true }, globals: { theme: 'dark' } };
