import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from './Link.tsx';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Link styling. Renders an <a>, or styles a router link with `asChild`. `external` opens a new tab safely ' +
          'and tells screen readers. `tone`: primary, neutral, muted; `underline="hover"` for navigation. ' +
          '`linkClass()` gives the class names for links rendered elsewhere.',
      },
    },
  },
  args: { href: '#privacy', children: 'Privacy policy' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p style={{ margin: 0 }}>
      Read our <Link {...args} /> before you start.
    </p>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Privacy policy' });
    await expect(link).toHaveAttribute('href', '#privacy');
    link.focus();
    await expect(link).toHaveFocus();
  },
};

export const External: Story = {
  args: { href: 'https://example.com', external: true, children: 'Crisis lines' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Crisis lines (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Link href="#a">Primary</Link>
      <Link href="#b" tone="neutral">
        Neutral
      </Link>
      <Link href="#c" tone="muted" underline="hover">
        Muted, underline on hover
      </Link>
    </div>
  ),
};

export const AsChild: Story = {
  render: () => (
    <Link asChild tone="neutral">
      <a href="#journal" data-router-link="">
        Journal (router link)
      </a>
    </Link>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Journal (router link)' })).toHaveAttribute(
      'data-router-link',
    );
  },
};

export const TonesDark: Story = { ...Tones, globals: { theme: 'dark' } };
