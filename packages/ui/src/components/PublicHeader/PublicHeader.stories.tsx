import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { PublicHeader } from './PublicHeader.tsx';

const links = ['About', 'Product', 'Blog', 'Pricing', 'FAQ', 'Contact'];

const meta = {
  title: 'Composites/PublicHeader',
  component: PublicHeader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    brand: (
      <a href="/" style={{ fontWeight: 700, color: 'inherit', textDecoration: 'none' }}>
        Emotion Guru
      </a>
    ),
    children: links.map((link) => (
      <a
        key={link}
        href={`/${link.toLowerCase()}`}
        style={{ color: 'inherit' }}
        // Stories do not navigate (the test runner's page must stay); the app passes its router's links.
        onClick={(event) => {
          event.preventDefault();
        }}
      >
        {link}
      </a>
    )),
    actions: (
      <>
        <Button variant="ghost" size="sm">
          Login
        </Button>
        <Button size="sm">Register</Button>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '300vh', background: 'linear-gradient(#c7d2fe, transparent 600px)' }}>
        <Story />
        <main style={{ paddingTop: 120, paddingInline: 24 }}>
          <h1 style={{ margin: 0 }}>Understand how you feel</h1>
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof PublicHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TurnsSolidOnScroll: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    window.scrollTo(0, 0);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
    // 50 px is not "more than 50": once the page has reported the scroll and had a frame to render.
    const scrolled = new Promise((resolve) => {
      window.addEventListener('scroll', resolve, { once: true });
    });
    window.scrollTo(0, 50);
    await scrolled;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    window.scrollTo(0, 51);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'));
    window.scrollTo(0, 0);
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'false'));
  },
};

export const Solid: Story = { args: { solid: true } };

export const SolidDark: Story = { args: { solid: true }, globals: { theme: 'dark' } };

/** On a phone the links and actions move into a menu sheet. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: {
    // The visual test runs the play function first, to capture the open state.
    visual: { play: true },
    // The open sheet hides the page from assistive technology (aria-hidden) while trapping focus; axe
    // flags the unreachable links behind it. The sheet itself is checked.
    a11y: { context: { exclude: [['[data-aria-hidden="true"]']] } },
  },
  play: async ({ canvas }) => {
    // The inline navigation is display: none, out of the accessibility tree too.
    await expect(canvas.queryByRole('link', { name: 'About' })).toBeNull();
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menuButton).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('link', { name: 'Blog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
