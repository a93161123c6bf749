import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ThemeToggle, type ThemeToggleProps } from './ThemeToggle.tsx';

function Stateful(props: ThemeToggleProps) {
  const [theme, setTheme] = useState(props.theme);
  return (
    <ThemeToggle
      {...props}
      theme={theme}
      onChange={(next) => {
        props.onChange(next);
        setTheme(next);
      }}
    />
  );
}

const meta = {
  title: 'Composites/ThemeToggle',
  component: Stateful,
  tags: ['autodocs'],
  args: { theme: 'light', onChange: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Switch to dark theme' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('dark');
    await expect(canvas.getByRole('button', { name: 'Switch to light theme' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('light');
  },
};

export const Dark: Story = {
  args: { theme: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Switch to dark theme' });
    // A touch target of at least 40 px.
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(40);
  },
};
