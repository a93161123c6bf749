import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appLoader, withApp } from '@/shared/storybook';
import { EmotionMapChart } from './EmotionMapChart.tsx';
import { monthOfFeelings } from './month-of-feelings.ts';

const meta = {
  title: 'App/Pages/Map/EmotionMapChart',
  component: EmotionMapChart,
  decorators: [withApp],
  loaders: [appLoader],
  parameters: { app: { user: 'premium', url: '/app/map' } },
  args: { points: monthOfFeelings('en-US') },
} satisfies Meta<typeof EmotionMapChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const details = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-point-details]')?.textContent ?? '';

/**
 * A month of one person's feelings, summed up in words; one tab stop, the arrow keys move through the
 * feelings in time and the details below name the chosen one.
 */
export const Month: Story = {
  play: async ({ canvas, canvasElement }) => {
    const map = await canvas.findByRole('listbox', { name: 'Feelings by pleasantness and energy' });
    await expect(map).toHaveAccessibleDescription(
      '17 feelings: 3 pleasant with high energy, 5 unpleasant with high energy, 3 unpleasant with low energy, 6 pleasant with low energy. ' +
        'Use the arrow keys to move from feeling to feeling in time, Home and End for the first and the last.',
    );
    const options = within(map).getAllByRole('option');
    await expect(options).toHaveLength(17);
    await expect(details(canvasElement)).toMatch(/^Point at a feeling/);

    map.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(options[16]).toHaveAttribute('aria-selected', 'true'));
    await expect(map).toHaveAttribute('aria-activedescendant', options[16]?.id);
    await expect(options[16]).toHaveAccessibleName(/^Calm, /);
    await expect(details(canvasElement)).toMatch(/^Calm · Pleasant, low energy.*Check-in$/);

    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(options[15]).toHaveAttribute('aria-selected', 'true'));
    await expect(options[16]).toHaveAttribute('aria-selected', 'false');
    await expect(details(canvasElement)).toMatch(/^Content · /);

    // The first feeling of the month came from a check-in; a reflection's has its link.
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(options[0]).toHaveAttribute('aria-selected', 'true'));
    await expect(details(canvasElement)).toMatch(/^Nervous · Unpleasant, high energy/);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(details(canvasElement)).toMatch(/^Stressed · .*Before the event/));
    await expect(canvas.getByRole('link', { name: 'Open the reflection' })).toHaveAttribute(
      'href',
      '/app/reflection/reflection-1',
    );
  },
};

/** Turkish, dark: the same month, in Turkish words. */
export const TurkishDark: Story = {
  globals: { locale: 'tr-TR', theme: 'dark' },
  parameters: { app: { user: 'premium', url: '/tr/app/map' } },
  args: { points: monthOfFeelings('tr-TR') },
  play: async ({ canvas, canvasElement }) => {
    const map = await canvas.findByRole('listbox', { name: 'Hoşluk ve enerjiye göre duygular' });
    await expect(map).toHaveAccessibleDescription(
      /^17 duygu: 3 hoş ve yüksek enerjili, 5 hoş olmayan ve yüksek enerjili, 3 hoş olmayan ve düşük enerjili, 6 hoş ve düşük enerjili\./,
    );
    map.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(details(canvasElement)).toMatch(/^Sakin · Hoş, düşük enerji.*Duygu kaydı$/));
  },
};
