import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Text for screen readers only. With `focusable`, the content appears while it has keyboard focus: ' +
          'the pattern for a "Skip to content" link.',
      },
    },
  },
  args: { children: 'Hidden text' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InAButton: Story = {
  render: () => (
    <button type="button">
      <span aria-hidden="true">★</span>
      <VisuallyHidden>Add to favourites</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to favourites' })).toBeVisible();
  },
};

export const SkipLink: Story = {
  render: () => (
    <>
      <VisuallyHidden focusable>
        <a href="#main">Skip to content</a>
      </VisuallyHidden>
      <main id="main" tabIndex={-1}>
        Main content
      </main>
    </>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    const wrapper = link.parentElement;
    if (!wrapper) throw new Error('no wrapper');
    await expect(wrapper.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(wrapper.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};
