import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { SectionFailed } from './SectionFailed.tsx';

const meta = {
  title: 'App/Pages/Report/SectionFailed',
  component: SectionFailed,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/report' } },
  args: {
    message: 'The report could not be loaded.',
    description: 'Nothing is lost: your records are safe. Check your connection and try again.',
    onRetry: fn(),
  },
} satisfies Meta<typeof SectionFailed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What failed, what it means, and Try again, announced as an alert. */
export const Failed: Story = {
  play: async ({ canvas, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/^The report could not be loaded\./);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
