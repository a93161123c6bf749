import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Textarea } from './Textarea.tsx';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'Multi-line text (journal entries, notes); resizable vertically. Use inside a `Field`.',
      },
    },
  },
  args: { 'aria-label': 'Journal entry', placeholder: 'How was your day?' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Journal entry' });
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('First line{Enter}Second line');
    await expect(textarea).toHaveValue('First line\nSecond line');
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read only for now.' } };
export const Dark: Story = { args: { defaultValue: 'Calm today.' }, globals: { theme: 'dark' } };
