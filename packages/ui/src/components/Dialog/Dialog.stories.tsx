import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      // Open overlays would cover the docs page and trap its focus: each story gets its own frame.
      story: { inline: false, iframeHeight: 480 },
      description: {
        component:
          'A modal dialog (Radix Dialog). Give it a `title` (its accessible name) and a `trigger`, or control it ' +
          'with `open`/`onOpenChange`. Focus is trapped inside and returns to the trigger on close. Put actions ' +
          'in `footer`; wrap a cancel button in `DialogClose asChild`. Use `role="alertdialog"` with ' +
          '`dismissOnOutsideClick={false}` for confirmations.',
      },
    },
  },
  args: {
    title: 'Rename entry',
    description: 'Give this journal entry a title you will recognise later.',
    trigger: <Button variant="secondary">Rename</Button>,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const footer = (
  <>
    <DialogClose asChild>
      <Button variant="secondary">Cancel</Button>
    </DialogClose>
    <Button>Save</Button>
  </>
);

export const Default: Story = {
  args: { footer, children: <p style={{ margin: 0 }}>The body can hold any content, such as a form.</p> },
  play: async ({ args, canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Rename' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Rename entry' });
    await expect(dialog).toHaveAccessibleDescription(
      'Give this journal entry a title you will recognise later.',
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    // Focus is trapped: tabbing from the last control wraps to the first.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

// Open stories are controlled without a trigger, as a dialog opened by app state would be.
export const Open: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    footer,
    children: <p style={{ margin: 0 }}>Shown open, for review.</p>,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Rename entry' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };

export const AlertDialog: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    role: 'alertdialog',
    dismissOnOutsideClick: false,
    hideCloseButton: true,
    size: 'sm',
    title: 'Delete this entry?',
    description: 'This cannot be undone.',
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Keep</Button>
        </DialogClose>
        <Button variant="destructive">Delete</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Delete this entry?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Keep' })).toHaveFocus();
  },
};

export const HiddenTitle: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    hideTitle: true,
    title: 'Image preview',
    description: undefined,
    children: <p style={{ margin: 0 }}>The title is read by screen readers but not shown.</p>,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Image preview' });
    await waitFor(() => expect(dialog).toBeVisible());
    // Visually hidden: clipped to a single pixel, still in the accessibility tree.
    await expect(page.getByText('Image preview').getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
