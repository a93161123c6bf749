import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher.tsx';

const languages = [
  { code: 'en-US', label: 'English' },
  { code: 'tr-TR', label: 'Türkçe' },
];

function Stateful(props: LanguageSwitcherProps) {
  const [value, setValue] = useState(props.value);
  return (
    <LanguageSwitcher
      {...props}
      value={value}
      onChange={(code) => {
        props.onChange(code);
        setValue(code);
      }}
    />
  );
}

const meta = {
  title: 'Composites/LanguageSwitcher',
  component: Stateful,
  tags: ['autodocs'],
  parameters: {
    // While a modal menu is open Radix hides the rest of the page (aria-hidden) and traps focus, so the
    // trigger behind it cannot be reached; axe still flags it (aria-hidden-focus). The menu itself is checked.
    a11y: { context: { exclude: [['[data-aria-hidden="true"]']] } },
  },
  args: { languages, value: 'en-US', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Language: English' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const english = await screen.findByRole('menuitemradio', { name: 'English' });
    await expect(english).toHaveAttribute('aria-checked', 'true');
    await expect(screen.getByRole('menuitemradio', { name: 'Türkçe' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await waitFor(() => expect(english).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('tr-TR');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Language: Türkçe' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Language: Türkçe' })).toHaveTextContent('TR');
  },
};

export const OpenDark: Story = {
  // The visual test runs the play function first, to capture the open state.
  parameters: { visual: { play: true } },
  args: { value: 'tr-TR', label: 'Dil' },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dil: Türkçe' }));
    await expect(await screen.findByRole('menuitemradio', { name: 'Türkçe' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

export const Mobile: Story = {
  // The visual test runs the play function first, to capture the open state.
  parameters: { visual: { play: true } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    const menu = await screen.findByRole('menu');
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
