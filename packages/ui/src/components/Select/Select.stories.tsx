import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select.tsx';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A styled native select: the platform picker on phones and full keyboard support. Pass `options`; a ' +
          '`placeholder` starts it empty. Use inside a `Field`.',
      },
    },
  },
  args: {
    'aria-label': 'Period',
    options: [
      { value: 'week', label: 'This week' },
      { value: 'month', label: 'This month' },
      { value: 'year', label: 'This year', disabled: true },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Period' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'month');
    await expect(select).toHaveValue('month');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithPlaceholder: Story = {
  args: { placeholder: 'Choose a period' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Period' })).toHaveValue('');
  },
};

export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
