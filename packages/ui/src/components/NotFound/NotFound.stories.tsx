import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NotFound } from './NotFound.tsx';

const meta = {
  title: 'Composites/NotFound',
  component: NotFound,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    await expect(canvas.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('link', { name: 'Go to dashboard' })).toBeNull();
  },
};

const navigate = fn();

/** With a router: the render prop gets href, class and text, and decides how to navigate. */
export const SignedInWithRouterLink: Story = {
  args: {
    dashboardHref: '/app/dashboard',
    renderLink: ({ href, className, children }) => (
      <a
        href={href}
        className={className}
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Go home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Go to dashboard' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/app/dashboard');
  },
};

export const Dark: Story = { args: { dashboardHref: '/app/dashboard' }, globals: { theme: 'dark' } };

/** On a phone the buttons stack, full width. */
export const Mobile: Story = {
  args: { dashboardHref: '/app/dashboard' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const home = canvas.getByRole('link', { name: 'Go home' }).getBoundingClientRect();
    const dashboard = canvas.getByRole('link', { name: 'Go to dashboard' }).getBoundingClientRect();
    await expect(dashboard.top).toBeGreaterThanOrEqual(home.bottom);
  },
};
