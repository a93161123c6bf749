import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import type { JournalEntry } from '../model/types.ts';
import { JournalEntryCard } from './JournalEntryCard.tsx';

const base: JournalEntry = {
  id: 'j-1',
  clientId: 'c-1',
  title: 'A calm morning walk',
  content: 'The park was quiet and I felt at ease.\n\nLater, a little tension before the meeting.',
  tags: ['walk', 'work'],
  date: '2026-11-20T08:30:00.000Z',
  timing: null,
  status: 2,
  color: '#4f7cff',
  createdById: 'u-1',
  protection: 'plain',
  record: { id: 'j-1' },
};

const meta = {
  title: 'App/Entities/JournalEntryCard',
  component: JournalEntryCard,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/journal' } },
  args: { entry: base },
} satisfies Meta<typeof JournalEntryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: 'A calm morning walk' });
    await expect(card).toHaveTextContent('The park was quiet and I felt at ease.');
    await expect(canvas.getByRole('list', { name: 'Tags' })).toHaveTextContent('#walk');
  },
};

export const Excerpt: Story = {
  args: { excerpt: true, headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'A calm morning walk' })).toBeVisible();
    await expect(canvas.queryByText(/a little tension/)).toBeNull();
  },
};

export const Locked: Story = {
  args: { entry: { ...base, title: '', content: '', protection: 'locked' } },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: 'Locked entry' });
    await expect(card).toHaveTextContent('Unlock local encryption on this device to read it.');
    await expect(card).not.toHaveTextContent('The park');
  },
};

export const Damaged: Story = {
  args: { entry: { ...base, title: '', content: '', protection: 'damaged' } },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: 'Entry cannot be opened' });
    await expect(card).toHaveTextContent('is damaged or was sealed with another key');
    await expect(card).not.toHaveTextContent('The park');
  },
};

export const DecryptedTurkishDark: Story = {
  args: { entry: { ...base, protection: 'decrypted' } },
  globals: { locale: 'tr-TR', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'A calm morning walk' })).toBeVisible();
  },
};
