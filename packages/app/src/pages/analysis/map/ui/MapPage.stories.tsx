import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { MapPage } from './MapPage.tsx';

const meta = {
  title: 'App/Pages/Map/MapPage',
  component: MapPage,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/map' } },
} satisfies Meta<typeof MapPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo account's month on the map: End chooses the latest feeling, and the details say which. */
export const LatestFeeling: Story = {
  play: async ({ canvas }) => {
    const map = await canvas.findByRole('listbox', { name: 'Feelings by pleasantness and energy' });
    map.focus();
    await userEvent.keyboard('{End}');
    const options = within(map).getAllByRole('option');
    await waitFor(() => expect(options[options.length - 1]).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByText(/(Pleasant|Unpleasant), (high|low) energy/)).toBeVisible();
  },
};

/** The same feelings as a table, sorted by word. */
export const AsTable: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('listbox', { name: 'Feelings by pleasantness and energy' });
    await userEvent.click(canvas.getByRole('switch', { name: 'Show as table' }));
    const table = await canvas.findByRole('table', { name: 'Every feeling of the period' });
    await userEvent.click(within(table).getByRole('button', { name: 'Feeling' }));
    await expect(within(table).getByRole('columnheader', { name: 'Feeling' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

/** Plutchik's wheel of the month's feelings, with its summary in words. */
export const Wheel: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('listbox', { name: 'Feelings by pleasantness and energy' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'View' }), "Plutchik's wheel");
    const wheel = await canvas.findByRole('img', { name: 'Feelings by basic family' });
    await expect(wheel).toHaveAccessibleDescription(/^Most often: /);
  },
};

/** Turkish, dark. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/map' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('listbox', { name: 'Hoşluk ve enerjiye göre duygular' }),
    ).toBeVisible();
  },
};
