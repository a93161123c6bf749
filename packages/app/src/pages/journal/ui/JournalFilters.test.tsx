import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { $filters } from '@/entities/journal';
import { renderInApp } from '@/shared/testing';
import { JournalFilters } from './JournalFilters.tsx';

describe('JournalFilters', () => {
  it('under /tr shows, reads and picks the dates in the Turkish order, with Turkish month names', async () => {
    const { screen, scope } = await renderInApp(<JournalFilters />, {
      url: '/tr/app/journal',
      user: 'premium',
    });
    const from = screen.getByRole('textbox', { name: 'Başlangıç' });
    const to = screen.getByRole('textbox', { name: 'Bitiş' });
    await expect.element(from).toHaveAttribute('placeholder', 'gg.aa.yyyy');
    await expect.element(to).toHaveAttribute('placeholder', 'gg.aa.yyyy');

    // Day first, as a Turkish reader writes it; written out in full on leaving the field.
    await from.fill('3.2.2025');
    await expect.poll(() => scope.getState($filters).from).toBe('2025-02-03');
    await userEvent.tab();
    await expect.element(from).toHaveValue('03.02.2025');

    // The end date's calendar opens on the start date's month, in Turkish, with no day before it.
    await screen.getByRole('button', { name: 'Bitiş tarihini seçin' }).click();
    const calendar = page.getByRole('dialog', { name: 'Bitiş tarihini seçin' });
    await expect.element(calendar.getByRole('grid', { name: 'Şubat 2025' })).toBeVisible();
    await expect.element(calendar.getByRole('button', { name: 'Önceki aya git' })).toBeVisible();
    await expect.element(calendar.getByRole('button', { name: /^2 Şubat 2025 Pazar/ })).toBeDisabled();
    await calendar.getByRole('button', { name: /^28 Şubat 2025 Cuma/ }).click();
    await expect.poll(() => scope.getState($filters).to).toBe('2025-02-28');
    await expect.element(to).toHaveValue('28.02.2025');
    await expect.element(to).toHaveFocus();

    // Not a date: the text stays, says so in Turkish, and the filter keeps the last real date.
    await from.fill('31.02.2025');
    await userEvent.tab();
    await expect.element(from).toHaveValue('31.02.2025');
    await expect.element(from).toBeInvalid();
    await expect.element(from).toHaveAccessibleDescription('Geçerli bir tarihi gg.aa.yyyy biçiminde girin.');
    expect(scope.getState($filters).from).toBe('2025-02-03');

    await screen.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await expect.element(from).toHaveValue('');
    await expect.element(to).toHaveValue('');
    await expect.element(from).not.toBeInvalid();
    expect(scope.getState($filters)).toMatchObject({ from: '', to: '' });
  });

  it('in English reads the month first', async () => {
    const { screen, scope } = await renderInApp(<JournalFilters />, { url: '/app/journal', user: 'premium' });
    const from = screen.getByRole('textbox', { name: 'From' });
    await expect.element(from).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await from.fill('2/3/2025');
    await expect.poll(() => scope.getState($filters).from).toBe('2025-02-03');
    await expect.element(screen.getByRole('button', { name: 'Choose the start date' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Choose the end date' })).toBeVisible();
  });
});
