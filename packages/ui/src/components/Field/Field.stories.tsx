import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Input } from '../Input/Input.tsx';
import { Select } from '../Select/Select.tsx';
import { Textarea } from '../Textarea/Textarea.tsx';
import { Field } from './Field.tsx';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Wraps one Input, Textarea or Select with a label, an optional hint and an error. The control picks up ' +
          'its id, `required`, `aria-describedby` (hint, then error) and `aria-invalid` from the Field, so ' +
          'nothing has to be wired by hand. Errors are announced politely when they appear.',
      },
    },
  },
  args: {
    label: 'Email',
    hint: 'We send the sign-in link here.',
    children: <Input type="email" autoComplete="email" placeholder="you@example.com" />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAccessibleDescription('We send the sign-in link here.');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
  },
};

export const WithError: Story = {
  args: { error: 'Enter an email address like name@example.com.', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      'We send the sign-in link here. Enter an email address like name@example.com.',
    );
  },
};

export const WithErrorDark: Story = { ...WithError, globals: { theme: 'dark' } };

export const Optional: Story = {
  args: {
    label: 'Notes',
    hint: undefined,
    optionalLabel: '(optional)',
    children: <Textarea placeholder="Anything you want to remember" />,
  },
};

export const Disabled: Story = { args: { disabled: true } };

function ValidatedForm() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setError(value ? undefined : 'Choose a language.');
      }}
      style={{ display: 'grid', gap: 12, maxWidth: 320 }}
    >
      <Field label="Language" error={error} required>
        <Select
          placeholder="Choose…"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
          }}
          options={[
            { value: 'en-US', label: 'English' },
            { value: 'tr-TR', label: 'Türkçe' },
          ]}
        />
      </Field>
      <button type="submit">Save</button>
    </form>
  );
}

export const SelectValidation: Story = {
  render: () => <ValidatedForm />,
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(select).toBeInvalid();
    await expect(await canvas.findByText('Choose a language.')).toBeInTheDocument();
    await userEvent.selectOptions(select, 'tr-TR');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(select).not.toBeInvalid();
    await expect(canvas.queryByText('Choose a language.')).not.toBeInTheDocument();
  },
};
