import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageSpinner, Spinner } from './Spinner.tsx';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An indeterminate loading indicator with a status announcement (`label`, default "Loading"). ' +
          '`PageSpinner` centres a large one with visible text (default "Loading…") for pages and lazy routes. ' +
          'With reduced motion it turns slowly instead of stopping.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner size="sm" label="Loading entries" />
      <Spinner size="md" label="Loading map" />
      <Spinner size="lg" label="Loading report" />
    </div>
  ),
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole('status');
    await expect(statuses).toHaveLength(3);
    // The label is for screen readers only: present in the status, clipped from view.
    await expect(statuses[1]).toHaveTextContent('Loading map');
    await expect(canvas.getByText('Loading map').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Page: Story = {
  render: () => <PageSpinner label="Loading your journal…" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your journal…');
  },
};

export const PageDark: Story = { ...Page, globals: { theme: 'dark' } };
