import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { darkThemeClass } from '../../themes/index.ts';
import { Avatar } from './Avatar.tsx';

// A tiny inline picture, so the story needs no network.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0e7490"/><circle cx="20" cy="16" r="7" fill="#fde68a"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#fde68a"/></svg>',
  );

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A picture, or a generated default seeded by the email: the same email always gives the same ' +
          'initials and colour (or identicon), on any device. Pass `alt=""` when the name is printed next to it.',
      },
    },
  },
  args: { email: 'ada.lovelace@example.com', name: 'Ada Lovelace' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar).toHaveTextContent('AL');
  },
};

export const Identicon: Story = { args: { fallback: 'identicon' } };

export const Picture: Story = {
  args: { src: photo },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Ada Lovelace' });
    await expect(await canvas.findByRole('presentation', { hidden: true })).toHaveAttribute('src', photo);
    await expect(avatar).toBeVisible();
  },
};

export const BrokenPictureFallsBack: Story = {
  args: { src: 'data:image/png;base64,broken' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('AL')).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const ManyPeople: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {[
        'ayse@example.com',
        'mehmet.yilmaz@example.com',
        'grace@example.com',
        'linus@example.com',
        'x@y.z',
      ].map((email) => (
        <Avatar key={email} email={email} />
      ))}
    </div>
  ),
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    // The story-level theme global reaches the preview decorator, also when run as a test.
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass(darkThemeClass);
    await expect(canvas.getAllByRole('img')).toHaveLength(5);
  },
};
