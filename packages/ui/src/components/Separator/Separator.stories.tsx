import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Separator } from './Separator.tsx';

const meta = {
  title: 'Primitives/Separator',
  component: Separator,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A thin rule between groups. Decorative by default (hidden from screen readers); `decorative={false}` ' +
          'makes it a real `separator`.',
      },
    },
  },
} satisfies Meta<typeof Separator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <span>Above</span>
      <Separator {...args} />
      <span>Below</span>
    </div>
  ),
};

export const Vertical: Story = {
  args: { orientation: 'vertical', decorative: false },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, height: 24 }}>
      <span>Left</span>
      <Separator {...args} />
      <span>Right</span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  },
};

export const Dark: Story = { ...Horizontal, globals: { theme: 'dark' } };
