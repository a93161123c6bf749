import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Sheet, SheetClose } from './Sheet.tsx';

const meta = {
  title: 'Primitives/Sheet',
  component: Sheet,
  tags: ['autodocs'],
  parameters: {
    docs: {
      // Open overlays would cover the docs page and trap its focus: each story gets its own frame.
      story: { inline: false, iframeHeight: 520 },
      description: {
        component:
          'A drawer on a screen edge (Radix Dialog underneath: modal, focus trapped, Escape closes). Used for ' +
          'the navigation on small screens (`side="left"`, `size="18rem"`, `hideTitle`, `flush`) and for ' +
          'side panels. Give it a `title` even when hidden: it names the panel for screen readers.',
      },
    },
  },
  args: {
    title: 'Filters',
    description: 'Narrow the entries shown on the map.',
    trigger: <Button variant="secondary">Show filters</Button>,
    children: <p style={{ margin: 0 }}>Filter controls go here.</p>,
  },
} satisfies Meta<typeof Sheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Right: Story = {
  play: async ({ canvas, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Show filters' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await page.findByRole('dialog', { name: 'Filters' });
    await expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const LeftNavigationDrawer: Story = {
  args: {
    side: 'left',
    size: '18rem',
    hideTitle: true,
    title: 'Navigation',
    description: undefined,
    flush: true,
    defaultOpen: true,
    trigger: undefined,
    children: (
      <nav aria-label="Main">
        <ul style={{ listStyle: 'none', margin: 0, padding: 16, display: 'grid', gap: 8 }}>
          <li>
            <a href="#dashboard">Dashboard</a>
          </li>
          <li>
            <a href="#journal">Journal</a>
          </li>
        </ul>
      </nav>
    ),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const sheet = await page.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(within(sheet).getByRole('link', { name: 'Journal' })).toBeVisible());
  },
};

export const BottomWithFooterDark: Story = {
  args: {
    side: 'bottom',
    defaultOpen: true,
    trigger: undefined,
    footer: (
      <SheetClose asChild>
        <Button>Apply</Button>
      </SheetClose>
    ),
  },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
