import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import type { Reflection } from '../model/types.ts';
import { ReflectionCard } from './ReflectionCard.tsx';

const base: Reflection = {
  id: 'r-1',
  clientId: 'c-1',
  title: 'E-mail from my manager at 11 pm',
  description: 'A "quick question" about the release arrived while I was getting ready for bed.',
  thoughts: "If I don't answer tonight they'll think I'm not committed.",
  actions: 'Answered it in bed, then lay awake until one.',
  needs: 'A clear line where work stops.',
  date: '2026-11-20T22:10:00.000Z',
  timing: 4,
  emotions: [
    { emotionId: 'e-anxiety', level: 4 },
    { emotionId: 'e-annoyance', level: 2 },
    { emotionId: 'e-gone', level: null },
  ],
  body: [{ area: 'chest', intensity: 4 }],
  loop: { id: 'l-1', title: 'Late-night work e-mails', color: '#ef4444' },
  tags: ['work'],
  color: '#ef4444',
  private: false,
  status: 1,
  createdById: 'u-1',
  protection: 'plain',
  record: { id: 'r-1' },
};

const names = new Map([
  ['e-anxiety', 'Anxiety'],
  ['e-annoyance', 'Annoyance'],
]);

const meta = {
  title: 'App/Entities/ReflectionCard',
  component: ReflectionCard,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/reflection' } },
  args: { reflection: base, emotionNames: names, href: '/app/reflection/r-1' },
} satisfies Meta<typeof ReflectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: 'E-mail from my manager at 11 pm' });
    await expect(canvas.getByRole('link', { name: 'E-mail from my manager at 11 pm' })).toHaveAttribute(
      'href',
      '/app/reflection/r-1',
    );
    await expect(card).toHaveTextContent('After the event');
    await expect(card).toHaveTextContent('Loop: Late-night work e-mails');
    const emotions = canvas.getByRole('list', { name: 'Emotions' });
    await expect(emotions).toHaveTextContent('Anxiety (High)');
    await expect(emotions).toHaveTextContent('Annoyance (Medium)');
    await expect(emotions).toHaveTextContent('A word no longer in the catalogue');
    await expect(canvas.getByRole('list', { name: 'Tags' })).toHaveTextContent('#work');
  },
};

export const CatalogueLoading: Story = {
  args: { emotionNames: null, href: undefined, headingLevel: 3 },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'E-mail from my manager at 11 pm' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Emotions' })).toBeNull();
  },
};

export const Locked: Story = {
  args: {
    reflection: {
      ...base,
      title: '',
      description: '',
      thoughts: '',
      actions: '',
      needs: '',
      protection: 'locked',
    },
  },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: 'Locked reflection' });
    await expect(card).toHaveTextContent('Unlock local encryption on this device to read it.');
    await expect(card).not.toHaveTextContent('quick question');
    // What is not sealed still shows: the emotions and the timing.
    await expect(card).toHaveTextContent('Anxiety (High)');
  },
};

export const Damaged: Story = {
  args: {
    reflection: {
      ...base,
      title: '',
      description: '',
      thoughts: '',
      actions: '',
      needs: '',
      protection: 'damaged',
    },
  },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: 'Reflection cannot be opened' });
    await expect(card).toHaveTextContent('is damaged or was sealed with another key');
  },
};

export const DecryptedPrivateTurkishDark: Story = {
  args: {
    reflection: { ...base, protection: 'decrypted', private: true, title: 'Gece 11’de gelen e-posta' },
    emotionNames: new Map([
      ['e-anxiety', 'Kaygı'],
      ['e-annoyance', 'Sinirlilik'],
    ]),
  },
  globals: { locale: 'tr-TR', theme: 'dark' },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('article', { name: 'Gece 11’de gelen e-posta' });
    await expect(card).toHaveTextContent('Olaydan sonra');
    await expect(card).toHaveTextContent('Şifreli');
    await expect(card).toHaveTextContent('Gizli');
    await expect(canvas.getByRole('list', { name: 'Duygular' })).toHaveTextContent('Kaygı (Yüksek)');
  },
};
