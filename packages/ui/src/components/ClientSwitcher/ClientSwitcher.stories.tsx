import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ClientSwitcher } from './ClientSwitcher.tsx';

const clients = [
  { id: 'c1', name: 'Ayşe Yılmaz', email: 'ayse@example.com' },
  { id: 'c2', name: 'Ben Carter', email: 'ben@example.com' },
  { id: 'c3', name: 'Chen Wei', email: 'chen@example.com' },
];

const meta = {
  title: 'Composites/ClientSwitcher',
  component: ClientSwitcher,
  tags: ['autodocs'],
  parameters: {
    // While a modal menu is open Radix hides the rest of the page (aria-hidden) and traps focus, so the
    // trigger behind it cannot be reached; axe still flags it (aria-hidden-focus). The menu itself is checked.
    a11y: { context: { exclude: [['[data-aria-hidden="true"]']] } },
  },
  args: { clients, activeClientId: 'c1', onSwitch: fn(), onManage: fn(), onAdd: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ClientSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SwitchWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Currently viewing: Ayşe Yılmaz' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent('Currently viewing');
    await expect(menu).toHaveTextContent('Switch to');
    // The first item gets focus; Down goes to the next client.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Ben Carter' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSwitch).toHaveBeenCalledWith('c3');
    // Found again: opened before the menu's code had loaded, the trigger is Radix's own one now.
    await waitFor(() => expect(canvas.getByRole('button', { name: /^Currently viewing/ })).toHaveFocus());
  },
};

export const ManageAndAdd: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Currently viewing/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Manage Clients' }));
    await expect(args.onManage).toHaveBeenCalledOnce();
    // The page is hidden from assistive technology until the menu has gone.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Currently viewing/ })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: /Currently viewing/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add New Client' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const NoOtherClients: Story = {
  args: { clients: [clients[0] ?? { id: 'c1', name: 'Ayşe Yılmaz' }] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Currently viewing/ }));
    const empty = await screen.findByRole('menuitem', { name: 'No other clients available' });
    await expect(empty).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Translated: Story = {
  args: {
    currentlyViewingText: 'Şu an görüntülenen',
    switchToText: 'Geçiş yap',
    emptyText: 'Başka danışan yok',
    manageText: 'Danışanları yönet',
    addText: 'Yeni danışan ekle',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Şu an görüntülenen: Ayşe Yılmaz' }));
    await expect(await screen.findByRole('menuitem', { name: 'Yeni danışan ekle' })).toBeInTheDocument();
  },
};

export const OpenDark: Story = {
  // The visual test runs the play function first, to capture the open state.
  parameters: { visual: { play: true } },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Currently viewing/ }));
    await screen.findByRole('menu');
  },
};

export const OpenMobile: Story = {
  // The visual test runs the play function first, to capture the open state.
  parameters: { visual: { play: true } },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Currently viewing/ }));
    const menu = await screen.findByRole('menu');
    // The menu stays on screen on a narrow viewport (collision padding).
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
