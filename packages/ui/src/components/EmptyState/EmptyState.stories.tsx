import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const onStart = fn();

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'What a view shows when it has nothing yet: a title, why, and the next step (`action`). ' +
          '`headingLevel` fits it into the page outline.',
      },
    },
  },
  args: {
    icon: '📓',
    title: 'No journal entries yet',
    description: 'Write a few lines about your day. Only you can read them.',
    action: <Button onClick={onStart}>Write your first entry</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No journal entries yet' })).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onStart).toHaveBeenCalled();
  },
};

export const WithoutAction: Story = { args: { action: undefined, headingLevel: 3 } };
export const Dark: Story = { globals: { theme: 'dark' } };
