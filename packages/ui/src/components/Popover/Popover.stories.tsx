import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Popover, PopoverClose } from './Popover.tsx';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  tags: ['autodocs'],
  parameters: {
    docs: {
      // Open overlays would cover the docs page and trap its focus: each story gets its own frame.
      story: { inline: false, iframeHeight: 300 },
      description: {
        component:
          'Interactive content anchored to a trigger (Radix Popover), such as a notification list. Not modal: ' +
          'Escape or a click outside closes it and focus returns to the trigger. `label` names the panel.',
      },
    },
  },
  args: {
    label: 'Notifications',
    title: 'Notifications',
    trigger: <Button variant="secondary">Notifications</Button>,
    children: (
      <>
        <p style={{ margin: '0 0 12px' }}>You have no new notifications.</p>
        <PopoverClose asChild>
          <Button size="sm" variant="secondary">
            Close
          </Button>
        </PopoverClose>
      </>
    ),
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Notifications' });
    await userEvent.click(trigger);
    const panel = await page.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const OpenDark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
