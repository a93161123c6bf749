import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { NO_TIME_LIMIT } from '../../testing/noTimeLimit.ts';
import { PageLoadError } from './PageLoadError.tsx';

const meta = {
  title: 'Composites/PageLoadError',
  component: PageLoadError,
  tags: ['autodocs'],
  args: { onRefresh: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageLoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'This page could not be loaded',
    );
    await expect(canvas.getByText('Refreshing automatically in 10 s')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const CountsDownThenRefreshes: Story = {
  args: { seconds: 1 },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.onRefresh).toHaveBeenCalledOnce(), { timeout: NO_TIME_LIMIT });
    await expect(canvas.getByText('Refreshing automatically in 0 s')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
