import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { LinkRenderer } from '../NotFound/link.tsx';
import {
  Sidebar,
  SidebarInset,
  SidebarItem,
  SidebarProvider,
  SidebarSection,
  SidebarTrigger,
  SidebarUser,
  useSidebar,
  type SidebarProviderProps,
} from './Sidebar.tsx';

const icon = <svg width="16" height="16" viewBox="0 0 16 16" />;

/** Links that do not navigate the test page away. */
const inertLink: LinkRenderer = ({ href, children, onClick, ...props }) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      event.preventDefault();
      onClick?.(event);
    }}
  >
    {children}
  </a>
);

function Demo({
  onSignOut = () => undefined,
  onMap = () => undefined,
  ...props
}: Partial<SidebarProviderProps> & { onSignOut?: () => void; onMap?: () => void }) {
  return (
    <SidebarProvider
      renderLink={inertLink}
      writeCookie={() => undefined}
      readCookie={() => undefined}
      {...props}
    >
      <Sidebar
        header={<span>Emotion Guru</span>}
        footer={<SidebarUser name="Ayşe Yılmaz" email="ayse@example.com" onSignOut={onSignOut} />}
      >
        <SidebarSection title="Analysis">
          <SidebarItem icon={icon} label="Report" href="/app/report" active />
          <SidebarItem icon={icon} label="Map" onSelect={onMap} />
        </SidebarSection>
      </Sidebar>
      <SidebarInset>
        <SidebarTrigger />
        <input aria-label="Journal" />
      </SidebarInset>
    </SidebarProvider>
  );
}

const aside = () => document.querySelector('aside');
const width = () => aside()?.getBoundingClientRect().width;

describe('Sidebar on wide screens', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  it('is 16rem wide, collapses to 3rem with the trigger and stores the state for 7 days', async () => {
    const writeCookie = vi.fn();
    const screen = await render(<Demo writeCookie={writeCookie} />);
    await expect.element(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(width()).toBe(256);
    const trigger = screen.getByRole('button', { name: 'Toggle sidebar' });
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    await trigger.click();
    await expect.poll(width).toBe(48);
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(writeCookie).toHaveBeenLastCalledWith('sidebar_state', 'false', 604_800);
  });

  it('toggles on Ctrl+B and Cmd+B, but not while typing in a field', async () => {
    const screen = await render(<Demo />);
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect.poll(() => aside()?.dataset['state']).toBe('collapsed');
    await userEvent.keyboard('{Meta>}b{/Meta}');
    await expect.poll(() => aside()?.dataset['state']).toBe('expanded');
    await screen.getByRole('textbox', { name: 'Journal' }).click();
    await userEvent.keyboard('{Control>}b{/Control}');
    expect(aside()?.dataset['state']).toBe('expanded');
  });

  it('hears Ctrl+B from the moment the sidebar is on screen', async () => {
    // A user (or a test driver) may press the shortcut as soon as the sidebar shows: React paints the
    // sidebar, then may let the browser handle input before it runs its passive effects. Press the key
    // right after the sidebar is inserted.
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const pressed = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!container.querySelector('aside')) return;
        observer.disconnect();
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b', ctrlKey: true }));
        resolve();
      });
      observer.observe(container, { childList: true, subtree: true });
    });
    // From a task of its own, as a page's first render is (not inside a discrete event, whose renders
    // React finishes with their effects in one go).
    setTimeout(() => {
      root.render(
        <SidebarProvider readCookie={() => undefined} writeCookie={() => undefined}>
          <Sidebar>
            <span>Report</span>
          </Sidebar>
        </SidebarProvider>,
      );
    }, 0);
    await pressed;
    await expect.poll(() => container.querySelector('aside')?.dataset['state']).toBe('collapsed');
    root.unmount();
    container.remove();
  });

  it('starts from the stored state, under an injected cookie name', async () => {
    const readCookie = vi.fn((name: string) => (name === 'nav' ? 'false' : undefined));
    await render(<Demo cookieName="nav" readCookie={readCookie} />);
    expect(aside()?.dataset['state']).toBe('collapsed');
    expect(readCookie).toHaveBeenCalledWith('nav');
  });

  it('writes document.cookie by default', async () => {
    const screen = await render(
      <SidebarProvider defaultOpen>
        <SidebarTrigger />
      </SidebarProvider>,
    );
    await screen.getByRole('button', { name: 'Toggle sidebar' }).click();
    expect(document.cookie).toContain('sidebar_state=false');
    document.cookie = 'sidebar_state=; max-age=0; path=/';
  });

  it('keeps accessible names when collapsed and shows the label as a tooltip on focus', async () => {
    const screen = await render(<Demo defaultOpen={false} />);
    const report = screen.getByRole('link', { name: 'Report' });
    await expect.element(report).toHaveAttribute('aria-current', 'page');
    await expect.element(screen.getByRole('group', { name: 'Analysis' })).toBeInTheDocument();
    await userEvent.tab();
    await expect.element(report).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Report');
  });

  it('calls onSelect for button items and signs out from the user block', async () => {
    const onMap = vi.fn();
    const onSignOut = vi.fn();
    const screen = await render(<Demo onMap={onMap} onSignOut={onSignOut} />);
    await expect.element(screen.getByText('ayse@example.com')).toBeVisible();
    await screen.getByRole('button', { name: 'Map' }).click();
    expect(onMap).toHaveBeenCalledOnce();
    await screen.getByRole('button', { name: 'Sign out' }).click();
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});

describe('Sidebar on phones', () => {
  beforeEach(async () => {
    await page.viewport(375, 740);
  });
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('is an 18rem modal drawer that Ctrl+B and the trigger open and Escape closes', async () => {
    const screen = await render(<Demo />);
    expect(aside()).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Toggle sidebar' });
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await expect.element(drawer).toBeVisible();
    await expect.poll(() => drawer.element().getBoundingClientRect().width).toBe(288);
    await expect.poll(() => drawer.element().contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(drawer).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect.element(drawer).toBeVisible();
  });

  it('closes the drawer when an item is chosen', async () => {
    const onMap = vi.fn();
    const screen = await render(<Demo onMap={onMap} />);
    await screen.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.getByRole('button', { name: 'Map' }).click();
    expect(onMap).toHaveBeenCalledOnce();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('useSidebar', () => {
  it('throws outside its provider', async () => {
    function Probe() {
      useSidebar();
      return null;
    }
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(render(<Probe />)).rejects.toThrow(/SidebarProvider/);
    consoleError.mockRestore();
  });
});
