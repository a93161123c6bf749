import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonText } from './Skeleton.tsx';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Placeholder shapes while content loads; hidden from screen readers, so mark the container ' +
          '`aria-busy` or show a Spinner status. `SkeletonText lines={n}` for paragraphs. The pulse stops ' +
          'with reduced motion.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CardPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'flex', gap: 12, maxWidth: 360 }}>
      <Skeleton width={40} height={40} radius="full" />
      <div style={{ flex: 1 }}>
        <SkeletonText lines={3} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Placeholders say nothing to assistive technology.
    const shapes = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(shapes.length).toBeGreaterThanOrEqual(2);
  },
};

export const Dark: Story = { ...CardPlaceholder, globals: { theme: 'dark' } };
