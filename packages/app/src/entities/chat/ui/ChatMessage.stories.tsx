import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { ChatMessage } from './ChatMessage.tsx';

const meta = {
  title: 'App/Entities/ChatMessage',
  component: ChatMessage,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'free', url: '/app/chat' } },
  args: {
    message: {
      id: 'm-2',
      role: 'assistant',
      content:
        'It sounds like **work** has been heavy.\n\n- One small thing\n- [a link](https://example.org)\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>\n\n# Not a heading',
    },
  },
} satisfies Meta<typeof ChatMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AssistantMarkdown: Story = {
  play: async ({ canvas, canvasElement }) => {
    const reply = await canvas.findByRole('article', { name: 'Assistant' });
    await expect(canvas.getByText('work').tagName).toBe('STRONG');
    await expect(canvas.getByRole('link', { name: 'a link' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    // Raw HTML is dropped, images never load, and a heading in a reply cannot break the page outline.
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(reply).toHaveTextContent('Not a heading');
  },
};

export const UserTextCopied: Story = {
  args: { message: { id: 'm-1', role: 'user', content: 'I feel **tired**\nand alone' } },
  play: async ({ canvas }) => {
    const mine = await canvas.findByRole('article', { name: 'You' });
    // The user's own words are shown as typed, never as Markdown.
    await expect(mine).toHaveTextContent('I feel **tired**');
    const writeText = fn(() => Promise.resolve());
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
      await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
      await expect(writeText).toHaveBeenCalledWith('I feel **tired**\nand alone');
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  },
};

export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'free', url: '/tr/app/chat' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Asistan' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kopyala' })).toBeVisible();
  },
};
