import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Toaster } from './Toaster.tsx';
import { createToastApi, createToastStore, type ToastOptions, type ToastType } from './toastStore.ts';

interface InitialToast extends ToastOptions {
  type: ToastType;
  title: string;
}

interface DemoProps {
  /** Toasts present from the start; they stay until dismissed, so the story can be looked at. */
  initial?: InitialToast[];
  onUndo?: () => void;
  /** What "Save slowly" waits for; half a second by default. */
  save?: () => Promise<unknown>;
}

/** Each story owns a store, so that stories do not leak toasts into each other. */
function ToasterDemo({
  initial = [],
  onUndo = () => undefined,
  save = () => new Promise((resolve) => setTimeout(resolve, 500)),
}: DemoProps) {
  const [{ store, toast }] = useState(() => {
    const created = createToastStore();
    for (const { type, title, ...options } of initial)
      created.show(type, title, { duration: Infinity, ...options });
    return { store: created, toast: createToastApi(created) };
  });
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button
        onClick={() => {
          toast.success('Entry saved', {
            description: 'Your reflection is stored.',
            action: { label: 'Undo', onClick: onUndo },
          });
        }}
      >
        Save entry
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          toast.error('Could not save', { description: 'Check your connection and try again.' });
        }}
      >
        Fail
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          toast.promise(save(), {
            loading: 'Saving...',
            success: 'Saved',
            error: 'Could not save',
          });
        }}
      >
        Save slowly
      </Button>
      <Toaster store={store} />
    </div>
  );
}

const meta = {
  title: 'Composites/Toaster',
  component: ToasterDemo,
  tags: ['autodocs'],
  args: { onUndo: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToasterDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save entry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Entry saved');
    // The toast comes after the page in tab order: its Undo is reachable without a mouse.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUndo).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
  },
};

/** The save ends when the play function says so: "Saving..." is checked before it can be over. */
let finishSaving: () => void = () => undefined;

export const PromiseToast: Story = {
  args: {
    save: () =>
      new Promise<void>((resolve) => {
        finishSaving = resolve;
      }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save slowly' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saving...');
    finishSaving();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Saved'));
  },
};

const allTypes: InitialToast[] = [
  {
    type: 'success',
    title: 'Entry saved',
    description: 'Your reflection is stored.',
    action: { label: 'Undo', onClick: () => undefined },
  },
  { type: 'error', title: 'Could not save', description: 'Check your connection and try again.' },
  { type: 'loading', title: 'Saving...' },
];

export const Types: Story = {
  args: { initial: allTypes },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not save');
  },
};

export const QueueOfFour: Story = {
  args: {
    initial: [
      { type: 'default', title: 'First' },
      { type: 'default', title: 'Second' },
      { type: 'destructive', title: 'Entry deleted' },
      { type: 'default', title: 'Fourth (waiting)' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Fourth (waiting)')).toBeNull();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Dismiss notification' })[0] as HTMLElement);
    await expect(await canvas.findByText('Fourth (waiting)')).toBeInTheDocument();
  },
};

export const Dark: Story = { args: { initial: allTypes }, globals: { theme: 'dark' } };

/** On a phone the toasts span the width, 16 px from the edges. */
export const Mobile: Story = {
  args: { initial: allTypes },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(region.getBoundingClientRect().width).toBe(window.innerWidth - 32);
  },
};
