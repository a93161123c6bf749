import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ConfirmProvider, useConfirm, type ConfirmOptions } from './ConfirmationDialog.tsx';

/** A page that asks for confirmation and prints the outcome. */
function ConfirmDemo(props: ConfirmOptions) {
  const confirm = useConfirm();
  const [result, setResult] = useState('Nothing decided yet');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <Button
        variant={props.variant === 'destructive' ? 'destructive' : 'primary'}
        onClick={() => {
          void confirm(props).then((ok) => setResult(ok ? 'Confirmed' : 'Cancelled'));
        }}
      >
        Open confirmation
      </Button>
      <output>{result}</output>
    </div>
  );
}

const meta = {
  title: 'Composites/ConfirmationDialog',
  component: ConfirmDemo,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <ConfirmProvider>
        <Story />
      </ConfirmProvider>
    ),
  ],
  args: {
    title: 'Delete this journal entry?',
    description: 'The entry and its reflections will be removed for good.',
  },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'warning', 'destructive'] } },
} satisfies Meta<typeof ConfirmDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openWithKeyboard() {
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('alertdialog');
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const dialog = await openWithKeyboard();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Cancel has focus first (Radix AlertDialog's safe default); Enter chooses it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Cancelled')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open confirmation' })).toHaveFocus();
  },
};

export const Warning: Story = {
  args: { variant: 'warning', title: 'Leave without saving?', confirmText: 'Leave', cancelText: 'Stay' },
  play: async ({ canvas }) => {
    await openWithKeyboard();
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByText('Cancelled')).toBeVisible();
  },
};

/** The deletion ends when the play function says so: "Processing..." is checked before it can be over. */
let finishDeleting: () => void = () => undefined;

export const DestructiveWithProcessing: Story = {
  args: {
    variant: 'destructive',
    confirmText: 'Delete',
    onConfirm: fn(
      () =>
        new Promise<void>((resolve) => {
          finishDeleting = resolve;
        }),
    ),
  },
  play: async ({ args, canvas }) => {
    await openWithKeyboard();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    finishDeleting();
    await expect(await canvas.findByText('Confirmed')).toBeVisible();
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const FailedConfirmation: Story = {
  args: {
    variant: 'destructive',
    confirmText: 'Delete',
    onConfirm: () => Promise.reject(new Error('Network error')),
    onError: fn(),
  },
  play: async ({ args, canvas }) => {
    await openWithKeyboard();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('Cancelled')).toBeVisible();
    await expect(args.onError).toHaveBeenCalledOnce();
  },
};

/** Opened, so the dark theme of the dialog itself is visible. */
export const OpenDark: Story = {
  // The visual test runs the play function first, to capture the open state.
  parameters: { visual: { play: true } },
  args: { variant: 'destructive', confirmText: 'Delete' },
  globals: { theme: 'dark' },
  play: async () => {
    await openWithKeyboard();
  },
};

/** On a phone the buttons stack, full width, the confirm button on top. */
export const OpenMobile: Story = {
  // The visual test runs the play function first, to capture the open state.
  parameters: { visual: { play: true } },
  args: { variant: 'warning', confirmText: 'Leave', cancelText: 'Stay' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await openWithKeyboard();
    const leave = screen.getByRole('button', { name: 'Leave' });
    const stay = screen.getByRole('button', { name: 'Stay' });
    await expect(leave.getBoundingClientRect().bottom).toBeLessThanOrEqual(stay.getBoundingClientRect().top);
  },
};
