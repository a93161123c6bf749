import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { wheelOf } from '@/entities/emotion';
import { appLoader, withApp } from '@/shared/storybook';
import { monthOfFeelings } from './month-of-feelings.ts';
import { withCatalogue } from './with-catalogue.tsx';
import { WheelTable } from './WheelTable.tsx';

const meta = {
  title: 'App/Pages/Map/WheelTable',
  component: WheelTable,
  decorators: [withCatalogue, withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/map' } },
  args: wheelOf(monthOfFeelings('en-US')),
} satisfies Meta<typeof WheelTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const cells = (table: HTMLElement, family: string) =>
  [...(within(table).getByRole('rowheader', { name: family }).parentElement?.children ?? [])]
    .slice(1)
    .map((cell) => cell.textContent);

/** The wheel's numbers: a row per family in the wheel's order, counted per ring and in all. */
export const Month: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Feelings by basic family' });
    await within(table).findByRole('rowheader', { name: 'Joy' });
    await expect(within(table).getAllByRole('row')).toHaveLength(9);
    await expect(cells(table, 'Joy')).toEqual(['0', '4', '3', '7']);
    await expect(cells(table, 'Fear')).toEqual(['0', '3', '2', '5']);
    await expect(cells(table, 'Anticipation')).toEqual(['0', '3', '0', '3']);
    await expect(cells(table, 'Trust')).toEqual(['0', '1', '0', '1']);
    await expect(cells(table, 'Anger')).toEqual(['0', '0', '0', '0']);
    await expect(canvas.getByText(/1 of your own words has no basic feeling yet/)).toBeVisible();
  },
};

/** Turkish, dark. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/map' } },
  args: wheelOf(monthOfFeelings('tr-TR')),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Temel duygulara göre duygular' });
    await within(table).findByRole('rowheader', { name: 'Sevinç' });
    await expect(cells(table, 'Sevinç')).toEqual(['0', '4', '3', '7']);
    await expect(within(table).getByRole('columnheader', { name: 'Toplam' })).toBeVisible();
  },
};
