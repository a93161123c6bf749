import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled password input with a show/hide toggle and an optional strength slot. The toggle is a ' +
          'toggle button: its name stays "Show password" and `aria-pressed` says whether the password is ' +
          'shown. Every text is a prop with an English default, so the app passes its translations.',
      },
    },
  },
  args: { label: 'Password', autoComplete: 'current-password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('calm river');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

function StrengthDemo() {
  const [value, setValue] = useState('');
  const long = value.length >= 8;
  return (
    <PasswordField
      label="New password"
      autoComplete="new-password"
      hint="At least 8 characters."
      value={value}
      onChange={(event) => setValue(event.target.value)}
      strength={<span>{long ? 'Long enough' : `${8 - value.length} more characters`}</span>}
    />
  );
}

export const WithStrengthHint: Story = {
  render: () => <StrengthDemo />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('New password', { selector: 'input' });
    await expect(input).toHaveAccessibleDescription('At least 8 characters. 8 more characters');
    await userEvent.type(input, 'tranquil');
    await expect(canvas.getByText('Long enough')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('At least 8 characters. Long enough');
  },
};

export const WithError: Story = {
  args: { error: 'The password is wrong.', required: true, defaultValue: 'guess' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Password/, { selector: 'input' });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('The password is wrong.');
  },
};

export const Translated: Story = {
  args: { label: 'Parola', toggleLabel: 'Parolayı göster', defaultVisible: true, defaultValue: 'sakin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Parolayı göster' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByLabelText('Parola', { selector: 'input' })).toHaveAttribute('type', 'text');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Dark: Story = {
  args: { defaultValue: 'secret', hint: 'Shown only on this device.' },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveValue('secret');
    await expect(canvas.getByLabelText('Password', { selector: 'input' })).toHaveAttribute('type', 'text');
  },
};
