import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Tabbed panels (Radix Tabs). Pass `items` ({ value, label, content }) and a `label` for the tab list. ' +
          'Arrow keys move between tabs, Home/End jump, Tab moves into the panel. The list scrolls sideways on ' +
          'narrow screens.',
      },
    },
  },
  args: {
    label: 'Report period',
    onValueChange: fn(),
    items: [
      { value: 'week', label: 'Week', content: <p>Your week at a glance.</p> },
      { value: 'month', label: 'Month', content: <p>Your month at a glance.</p> },
      { value: 'year', label: 'Year', content: <p>Coming soon.</p>, disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Report period' })).toBeVisible();
    await userEvent.tab();
    const week = canvas.getByRole('tab', { name: 'Week' });
    await expect(week).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const month = canvas.getByRole('tab', { name: 'Month' });
    await expect(month).toHaveFocus();
    await expect(month).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('month');
    await expect(canvas.getByRole('tabpanel', { name: 'Month' })).toHaveTextContent(
      'Your month at a glance.',
    );
    // The disabled tab is skipped: from Month, right wraps to Week.
    await userEvent.keyboard('{ArrowRight}');
    await expect(week).toHaveFocus();
  },
};

export const Dark: Story = { args: { defaultValue: 'month' }, globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
