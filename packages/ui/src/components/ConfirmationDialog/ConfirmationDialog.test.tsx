import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { describeDialogBehaviour } from '../../testing/index.ts';
import { ConfirmProvider, useConfirm, type ConfirmOptions } from './ConfirmationDialog.tsx';

function Demo({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  const [result, setResult] = useState('none');
  return (
    <>
      <button
        type="button"
        onClick={() => {
          void confirm(options).then((ok) => setResult(String(ok)));
        }}
      >
        Delete entry
      </button>
      <output>result: {result}</output>
    </>
  );
}

function renderDemo(options: ConfirmOptions) {
  return render(
    <ConfirmProvider>
      <Demo options={options} />
    </ConfirmProvider>,
  );
}

describeDialogBehaviour('ConfirmationDialog', {
  render: () => (
    <ConfirmProvider>
      <Demo options={{ title: 'Delete this entry?', description: 'It cannot be undone.' }} />
    </ConfirmProvider>
  ),
  trigger: 'Delete entry',
  role: 'alertdialog',
  name: 'Delete this entry?',
  closeAction: 'Confirm',
});

describe('useConfirm', () => {
  it('resolves true on confirm, with the default texts', async () => {
    const screen = await renderDemo({ title: 'Delete this entry?' });
    await screen.getByRole('button', { name: 'Delete entry' }).click();
    await expect.element(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await screen.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(screen.getByText('result: true')).toBeVisible();
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false on cancel and on Escape', async () => {
    const screen = await renderDemo({ title: 'Delete?', cancelText: 'Keep it' });
    await screen.getByRole('button', { name: 'Delete entry' }).click();
    await screen.getByRole('button', { name: 'Keep it' }).click();
    await expect.element(screen.getByText('result: false')).toBeVisible();
  });

  it('shows Processing... and disables both buttons while onConfirm runs, then resolves true', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const screen = await renderDemo({
      title: 'Delete?',
      confirmText: 'Delete',
      variant: 'destructive',
      onConfirm,
    });
    await screen.getByRole('button', { name: 'Delete entry' }).click();
    await screen.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.element(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape does not abandon a running confirmation.
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('alertdialog')).toBeVisible();
    expect(onConfirm).toHaveBeenCalledOnce();
    finish();
    await expect.element(screen.getByText('result: true')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Delete entry' })).toHaveFocus();
  });

  it('closes and resolves false when onConfirm fails, passing the error to onError', async () => {
    const failure = new Error('network down');
    const onError = vi.fn();
    const screen = await renderDemo({ title: 'Delete?', onConfirm: () => Promise.reject(failure), onError });
    await screen.getByRole('button', { name: 'Delete entry' }).click();
    await screen.getByRole('button', { name: 'Confirm' }).click();
    await expect.element(screen.getByText('result: false')).toBeVisible();
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('throws outside its provider', async () => {
    // React reports the render error to the console before rethrowing; keep the output clean.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(render(<Demo options={{ title: 'x' }} />)).rejects.toThrow(/ConfirmProvider/);
    consoleError.mockRestore();
  });
});
