import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { AiReminder } from './AiReminder.tsx';

const meta = {
  title: 'App/Entities/AiReminder',
  component: AiReminder,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'free', url: '/app/chat' } },
} satisfies Meta<typeof AiReminder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent(
      'You are talking to an AI, not a person.',
    );
  },
};

export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'free', url: '/tr/app/chat' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('note')).toHaveTextContent(
      'Bir insanla değil, bir yapay zekâyla konuşuyorsunuz.',
    );
  },
};
