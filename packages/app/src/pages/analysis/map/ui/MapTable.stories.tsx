import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { MapTable } from './MapTable.tsx';
import { monthOfFeelings } from './month-of-feelings.ts';

const meta = {
  title: 'App/Pages/Map/MapTable',
  component: MapTable,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/map' } },
  args: { points: monthOfFeelings('en-US') },
} satisfies Meta<typeof MapTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const words = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** The month's feelings as rows, newest first; a column's button sorts by it, again for the other way. */
export const Month: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Every feeling of the period' });
    await expect(within(table).getAllByRole('row')).toHaveLength(18);
    await expect(words(table).slice(0, 3)).toEqual(['Calm', 'Content', 'Calm']);
    await expect(within(table).getByRole('columnheader', { name: 'Date' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await userEvent.click(within(table).getByRole('button', { name: 'Feeling' }));
    await expect(words(table).slice(0, 2)).toEqual(['Worried', 'Tired']);
    await userEvent.click(within(table).getByRole('button', { name: 'Feeling' }));
    await expect(within(table).getByRole('columnheader', { name: 'Feeling' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(words(table).slice(0, 4)).toEqual(['Anxiety', 'Calm', 'Calm', 'Calm']);
    // The reflection's feelings say where they were recorded and when; check-ins without a timing say so.
    const anxiety = within(table).getByRole('rowheader', { name: 'Anxiety' }).closest('tr');
    await expect(anxiety).toHaveTextContent(/Unpleasant, high energyBefore the eventReflection$/);
    const firstCalm = within(table).getAllByRole('rowheader', { name: 'Calm' })[0]?.closest('tr');
    await expect(firstCalm).toHaveTextContent(/Pleasant, low energyNot givenCheck-in$/);
  },
};

/** Turkish, dark: sorted by the Turkish alphabet. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/map' } },
  args: { points: monthOfFeelings('tr-TR') },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Dönemin tüm duyguları' });
    await expect(within(table).getAllByRole('row')).toHaveLength(18);
    await userEvent.click(within(table).getByRole('button', { name: 'Duygu' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Duygu' }));
    await expect(within(table).getByRole('columnheader', { name: 'Duygu' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(words(table).slice(0, 5)).toEqual(['Endişeli', 'Gergin', 'Gergin', 'Kaygı', 'Memnun']);
  },
};
