import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, formatBadgeCount } from './Badge.tsx';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A short status or count. Tones: neutral, primary, success, warning, danger; the text carries the ' +
          'meaning, colour only reinforces it. `formatBadgeCount(n)` gives "9+" above 9.',
      },
    },
  },
  args: { children: 'Beta' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const tones = ['neutral', 'primary', 'success', 'warning', 'danger'] as const;

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const TonesDark: Story = { ...Tones, globals: { theme: 'dark' } };

export const Count: Story = {
  render: () => (
    <p style={{ margin: 0 }}>
      Notifications <Badge tone="danger">{formatBadgeCount(12)}</Badge>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9+')).toBeVisible();
  },
};
