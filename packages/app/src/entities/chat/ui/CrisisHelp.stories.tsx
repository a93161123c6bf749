import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { CrisisHelp } from './CrisisHelp.tsx';

const meta = {
  title: 'App/Entities/CrisisHelp',
  component: CrisisHelp,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'free', url: '/app/chat' } },
  args: { language: 'en-US' },
} satisfies Meta<typeof CrisisHelp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnitedStates: Story = {
  play: async ({ canvas }) => {
    const numbers = await canvas.findByRole('list', { name: 'Numbers to call' });
    await expect(numbers).toHaveTextContent('988 crisis line (you can also send a text)');
    await expect(canvas.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
    await expect(canvas.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    await expect(canvas.getByRole('heading', { name: 'A minute of grounding' })).toBeVisible();
    await expect(canvas.getByText('5 things you can see')).toBeVisible();
  },
};

export const TurkeyDark: Story = {
  args: { language: 'tr-TR', headingLevel: 3 },
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'free', url: '/tr/app/chat' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    await expect(canvas.queryByRole('link', { name: '988' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Bir dakikalık topraklanma' })).toBeVisible();
  },
};
