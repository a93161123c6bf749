import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Input } from '../Input/Input.tsx';
import { Select } from '../Select/Select.tsx';
import { Field } from './Field.tsx';

describe('Field', () => {
  it('labels the control and describes it with the hint, then the error', async () => {
    const screen = await render(
      <Field label="Name" hint="As it appears on reports." error="Required." required>
        <Input aria-describedby="extra" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' }).element();
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids).toHaveLength(3);
    expect(ids[2]).toBe('extra');
    expect(document.getElementById(ids[0] ?? '')?.textContent).toBe('As it appears on reports.');
    expect(document.getElementById(ids[1] ?? '')?.textContent).toBe('Required.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
  });

  it('leaves a valid control without aria-invalid and without dangling ids', async () => {
    const screen = await render(
      <Field label="Name">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' }).element();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('lets an explicit id on the control win, keeping the label tied to it', async () => {
    const screen = await render(
      <Field label="City" id="city">
        <Input />
      </Field>,
    );
    await expect.element(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('id', 'city');
  });

  it('starts a Select on its placeholder when no value is given', async () => {
    const screen = await render(
      <Field label="Client">
        <Select placeholder="Choose a client" options={[{ value: 'a', label: 'Ayşe' }]} />
      </Field>,
    );
    await expect.element(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('');
    await expect.element(screen.getByRole('option', { name: 'Choose a client' })).toBeDisabled();
  });
});
