import type { Meta, StoryObj } from '@storybook/react-vite';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { $ownClientId, memoryChanged } from '@/entities/chat';
import { appLoader, withApp } from '@/shared/storybook';
import { forgetFx } from '../model/memory.ts';
import { MemoryList } from './MemoryList.tsx';

// The index is the last argument (an attached effect's replacement may get its source first).
const forget = fn((...args: unknown[]) =>
  Promise.resolve(['Likes long walks', 'Has a cat'].filter((_, i) => i !== args.at(-1))),
);

/** The list once the platform answered these facts (the user chose to let the assistant remember them). */
function Remembered({ facts }: { facts: string[] }) {
  const [changed, clientId] = useUnit([memoryChanged, $ownClientId]);
  // After the own client is known: a newly loaded client record replaces any earlier answer.
  useEffect(() => {
    if (clientId) changed(facts);
  }, [changed, facts, clientId]);
  return <MemoryList />;
}

const meta = {
  title: 'App/Features/MemoryList',
  component: Remembered,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'free', url: '/app/settings', handlers: [[forgetFx, forget]] } },
  args: { facts: ['Likes long walks', 'Has a cat'] },
} satisfies Meta<typeof Remembered>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForgetOne: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'What the assistant remembers' });
    await expect(list).toHaveTextContent('Likes long walks');
    await userEvent.click(canvas.getByRole('button', { name: 'Forget “Likes long walks”' }));
    await waitFor(() => expect(forget.mock.lastCall?.at(-1)).toBe(0));
    await waitFor(() => expect(list).not.toHaveTextContent('Likes long walks'));
    await expect(list).toHaveTextContent('Has a cat');
  },
};

export const EmptyTurkishDark: Story = {
  args: { facts: [] },
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'free', url: '/tr/app/settings' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Asistan sizinle ilgili hiçbir şey hatırlamıyor.')).toBeVisible();
  },
};
