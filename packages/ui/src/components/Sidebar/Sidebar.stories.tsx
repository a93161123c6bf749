import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import type { LinkRenderer } from '../NotFound/link.tsx';
import {
  Sidebar,
  SidebarInset,
  SidebarItem,
  SidebarProvider,
  SidebarSection,
  SidebarTrigger,
  SidebarUser,
} from './Sidebar.tsx';

function Glyph({ d }: { d: string }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const sections = [
  {
    title: 'Overview',
    items: [
      { href: '/app/dashboard', label: 'Dashboard', d: 'M3 3h7v7H3zM14 3h7v7h-7zM3 14h7v7H3zM14 14h7v7h-7z' },
    ],
  },
  {
    title: 'Clients',
    items: [
      {
        href: '/app/clients',
        label: 'Clients',
        d: 'M16 21v-2a4 4 0 0 0-8 0v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8',
      },
    ],
  },
  {
    title: 'Analysis',
    items: [
      { href: '/app/report', label: 'Report', d: 'M4 20V10M10 20V4M16 20v-8M22 20H2' },
      { href: '/app/map', label: 'Emotion map', d: 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11Z' },
    ],
  },
  {
    title: 'Reflections',
    items: [
      { href: '/app/reflection', label: 'Reflection', d: 'M12 3v18M3 12h18' },
      { href: '/app/journal', label: 'Journal', d: 'M4 4h12a4 4 0 0 1 4 4v12H8a4 4 0 0 1-4-4Z' },
    ],
  },
  {
    title: 'Community',
    items: [
      { href: '/app/groups', label: 'Groups', d: 'M17 20a5 5 0 0 0-10 0M12 12a3 3 0 1 0 0-6 3 3 0 0 0 0 6' },
    ],
  },
  {
    title: 'AI',
    items: [{ href: '/app/chat', label: 'Chat', d: 'M21 12a8 8 0 0 1-12 7l-6 2 2-6a8 8 0 1 1 16-3Z' }],
  },
];

interface DemoProps {
  defaultOpen?: boolean;
  onSignOut?: () => void;
  onNavigate?: (href: string) => void;
}

/** The app layout in small: sidebar, a header with the trigger, and the page. */
function SidebarDemo({
  defaultOpen = true,
  onSignOut = () => undefined,
  onNavigate = () => undefined,
}: DemoProps) {
  const [current, setCurrent] = useState('/app/report');
  // Stories do not navigate; the app passes its router's Link here.
  const renderLink: LinkRenderer = ({ href, children, onClick, ...props }) => (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        setCurrent(href);
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
  return (
    <SidebarProvider
      defaultOpen={defaultOpen}
      renderLink={renderLink}
      readCookie={() => undefined}
      writeCookie={() => undefined}
    >
      <Sidebar
        header={<strong style={{ whiteSpace: 'nowrap', overflow: 'hidden' }}>Emotion Guru</strong>}
        footer={<SidebarUser name="Ayşe Yılmaz" email="ayse@example.com" onSignOut={onSignOut} />}
      >
        {sections.map((section) => (
          <SidebarSection key={section.title} title={section.title}>
            {section.items.map((item) => (
              <SidebarItem
                key={item.href}
                href={item.href}
                label={item.label}
                icon={<Glyph d={item.d} />}
                active={item.href === current}
              />
            ))}
          </SidebarSection>
        ))}
      </Sidebar>
      <SidebarInset>
        <header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            padding: 8,
            borderBottom: '1px solid var(--eg-color-border)',
          }}
        >
          <SidebarTrigger />
          <span>Press Ctrl+B (or Cmd+B) to toggle</span>
        </header>
        <main style={{ padding: 24 }}>
          <h1 style={{ margin: 0 }}>Page: {current}</h1>
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}

const meta = {
  title: 'Composites/Sidebar',
  component: SidebarDemo,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onSignOut: fn(), onNavigate: fn() },
} satisfies Meta<typeof SidebarDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvas, canvasElement }) => {
    const aside = canvasElement.querySelector('aside');
    await expect(aside).toHaveAttribute('data-state', 'expanded');
    await expect(canvas.getByRole('link', { name: 'Report' })).toHaveAttribute('aria-current', 'page');
    // Tab from the top reaches the items in order.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Clients' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/clients');
    await expect(canvas.getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(aside).toHaveAttribute('data-state', 'collapsed');
    await userEvent.keyboard('{Meta>}b{/Meta}');
    await expect(aside).toHaveAttribute('data-state', 'expanded');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const Collapsed: Story = {
  // The visual test runs the play function first, to capture the open state.
  parameters: { visual: { play: true } },
  args: { defaultOpen: false },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const report = canvas.getByRole('link', { name: 'Report' });
    report.focus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Report'));
    await userEvent.click(canvas.getByRole('button', { name: 'Toggle sidebar' }));
    await expect(canvas.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark', viewport: { value: 'desktop', isRotated: false } },
};

/** Below 768 px the sidebar is an 18rem drawer, opened from the header. */
export const MobileDrawer: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: {
    // The visual test runs the play function first, to capture the open state.
    visual: { play: true },
    // The open drawer hides the page (aria-hidden) while trapping focus; axe flags the unreachable
    // controls behind it. The drawer itself is checked.
    a11y: { context: { exclude: [['[data-aria-hidden="true"]']] } },
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('aside')).toBeNull();
    const trigger = canvas.getByRole('button', { name: 'Toggle sidebar' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Main navigation' });
    await waitFor(() => expect(drawer.getBoundingClientRect().width).toBe(288));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('link', { name: 'Journal' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/journal');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Reopened at the end, so the story shows the drawer.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Main navigation' });
  },
};
