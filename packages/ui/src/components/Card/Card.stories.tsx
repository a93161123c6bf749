import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from './Card.tsx';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A surface for related content. `variant`: outlined (default), elevated, flat; `padding`: none–lg. ' +
          'Use `as="section"` or `"article"` with `aria-labelledby` for self-contained units.',
      },
    },
  },
  args: {
    children: (
      <>
        <h3 style={{ margin: 0 }}>Weekly summary</h3>
        <p style={{ margin: 0 }}>You recorded 5 feelings this week, mostly calm.</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outlined: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Weekly summary' })).toBeVisible();
  },
};
export const Elevated: Story = { args: { variant: 'elevated' } };
export const Flat: Story = { args: { variant: 'flat', padding: 'lg' } };
export const AsArticle: Story = {
  args: {
    as: 'article',
    'aria-labelledby': 'card-title',
    children: <h3 id="card-title">A named article</h3>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'A named article' })).toBeVisible();
  },
};
export const ElevatedDark: Story = { args: { variant: 'elevated' }, globals: { theme: 'dark' } };
