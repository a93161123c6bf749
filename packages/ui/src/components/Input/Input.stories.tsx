import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Input } from './Input.tsx';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A single-line text input, every native attribute passes through. Put it in a `Field` for a label, hint ' +
          'and error; on its own it needs an `aria-label`.',
      },
    },
  },
  args: { 'aria-label': 'Search entries', placeholder: 'Search…' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Search entries' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('calm');
    await expect(input).toHaveValue('calm');
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'not an email' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Locked' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'ada@example.com' } };
export const Dark: Story = { args: { defaultValue: 'Typed text' }, globals: { theme: 'dark' } };
