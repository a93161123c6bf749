import { SidebarProvider } from '@emotion-guru/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { renderRouterLink } from '@/shared/routing';
import { AppSidebar } from './AppSidebar.tsx';

const meta = {
  title: 'App/Widgets/AppSidebar',
  component: AppSidebar,
  decorators: [
    (Story) => (
      <SidebarProvider renderLink={renderRouterLink}>
        <Story />
      </SidebarProvider>
    ),
    withApp,
  ],
  loaders: [appLoader],
  parameters: { app: { user: 'team', url: '/app/journal' }, layout: 'fullscreen' },
} satisfies Meta<typeof AppSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Team: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Journal' })).toHaveAttribute(
      'href',
      '/app/journal',
    );
    await expect(canvas.getByRole('link', { name: 'Clients' })).toBeVisible();
  },
};

export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'free', url: '/tr/app/dashboard' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Günlük' })).toHaveAttribute(
      'href',
      '/tr/app/journal',
    );
  },
};
