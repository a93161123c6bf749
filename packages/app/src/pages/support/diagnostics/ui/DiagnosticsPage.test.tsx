import { Toaster } from '@emotion-guru/ui';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInApp } from '@/shared/testing';
import { clearCachesFx, readDiagnosticsFx, testPushFx, type Diagnostics } from '../model/diagnostics.ts';
import { DiagnosticsPage } from './DiagnosticsPage.tsx';

const LAST_USED = Date.UTC(2026, 10, 20, 9, 30);

function diagnostics(caches = 2): Diagnostics {
  return {
    worker: {
      supported: true,
      registered: true,
      active: true,
      controlling: true,
      version: '0.1.0+abc123',
      waiting: false,
    },
    caches: [
      { name: 'emotion-guru-static-v2.1', size: 1_234_500, entries: 165, lastAccessed: LAST_USED },
      { name: 'emotion-guru-locales-v2.1', size: 20_000, entries: 6, lastAccessed: 0 },
    ].slice(0, caches),
    install: { installed: false, via: null, confidence: 'low', platform: 'other' },
    notifications: 'default',
    pushTokenSince: null,
    appVersion: '0.1.0',
  };
}

function page() {
  return (
    <>
      <DiagnosticsPage />
      <Toaster />
    </>
  );
}

describe('DiagnosticsPage', () => {
  it('shows the worker, every stored cache with its size and last use, and the device', async () => {
    const { screen } = await renderInApp(page(), {
      url: '/app/test',
      user: 'premium',
      handlers: [[readDiagnosticsFx, () => diagnostics()]],
    });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();
    const worker = screen.getByRole('region', { name: 'Offline support (service worker)' });
    await expect.element(worker.getByText('0.1.0+abc123')).toBeVisible();
    await expect.element(worker.getByRole('button', { name: 'Check for updates' })).toBeVisible();

    const table = screen.getByRole('table');
    await expect.element(table.getByRole('rowheader', { name: 'emotion-guru-static-v2.1' })).toBeVisible();
    await expect.element(table.getByRole('cell', { name: '1,234.5 kB' })).toBeVisible();
    await expect.element(table.getByRole('cell', { name: '165' })).toBeVisible();
    await expect.element(table.getByRole('cell', { name: /^Nov 20, 2026/ })).toBeVisible();
    await expect.element(table.getByRole('cell', { name: 'Not recorded' })).toBeVisible();

    const device = screen.getByRole('region', { name: 'This device' });
    await expect.element(device.getByText('In a browser tab')).toBeVisible();
    await expect.element(device.getByText('No installation found, low confidence')).toBeVisible();
    await expect.element(device.getByText('Not asked yet')).toBeVisible();
  });

  it('clears one cache at once, and all only after confirmation; then reads the state again', async () => {
    const clear = vi.fn(() => Promise.resolve());
    const read = vi.fn(() => diagnostics());
    const { screen } = await renderInApp(page(), {
      url: '/app/test',
      user: 'premium',
      handlers: [
        [readDiagnosticsFx, read],
        [clearCachesFx, clear],
      ],
    });
    await screen.getByRole('button', { name: 'Clear emotion-guru-locales-v2.1' }).click();
    await expect.element(screen.getByText('Stored files cleared.')).toBeVisible();
    expect(clear).toHaveBeenLastCalledWith('emotion-guru-locales-v2.1');
    await expect.poll(() => read).toHaveBeenCalledTimes(2);

    await screen.getByRole('button', { name: 'Clear all' }).click();
    const dialog = screen.getByRole('alertdialog', { name: 'Clear every stored file?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(clear).toHaveBeenCalledTimes(1);
    await screen.getByRole('button', { name: 'Clear all' }).click();
    await dialog.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => clear).toHaveBeenLastCalledWith(null);
  });

  it('in Turkish: says when nothing is stored, and offers to try again when the state cannot be read', async () => {
    let fail = true;
    const { screen } = await renderInApp(page(), {
      url: '/tr/app/test',
      user: 'premium',
      handlers: [
        [
          readDiagnosticsFx,
          () =>
            fail
              ? Promise.reject(new Error('no access'))
              : Promise.resolve({
                  ...diagnostics(0),
                  install: { installed: true, via: 'display-mode', confidence: 'high', platform: 'android' },
                }),
        ],
      ],
    });
    await expect.element(screen.getByText('Uygulamanın durumu okunamadı.')).toBeVisible();
    fail = false;
    await screen.getByRole('button', { name: 'Tekrar deneyin' }).click();
    await expect
      .element(
        screen.getByText('Henüz saklanan bir şey yok: uygulama, kullanıldıktan sonra dosyalarını saklar.'),
      )
      .toBeVisible();
    const device = screen.getByRole('region', { name: 'Bu cihaz' });
    await expect.element(device.getByText('Yüklü uygulama olarak')).toBeVisible();
    await expect.element(device.getByText('Görüntüleme kipi, yüksek güven')).toBeVisible();
  });

  it('on the emulator: shows its switches, refuses a bad delay keeping what was typed, and applies new ones', async () => {
    const { screen, emulator } = await renderInApp(page(), {
      url: '/app/test',
      user: 'premium',
      handlers: [[readDiagnosticsFx, () => diagnostics()]],
    });
    const section = screen.getByRole('region', { name: 'Emulator' });
    const latency = section.getByRole('textbox', { name: /^Delay on every answer \(ms\)/ });
    const errorRate = section.getByRole('textbox', { name: /^Calls that fail \(%\)/ });
    await expect.element(latency).toHaveValue('0');
    await expect.element(errorRate).toHaveValue('0');

    await latency.fill('fast');
    await section.getByRole('button', { name: 'Apply switches' }).click();
    await expect
      .element(section.getByText('Enter a whole number of milliseconds from 0 to 60000.'))
      .toBeVisible();
    await expect.element(latency).toHaveValue('fast');
    expect(emulator.config.latencyMs).toBe(0);

    await latency.fill('25');
    await errorRate.fill('12,5');
    await section.getByRole('switch', { name: /^No network/ }).click();
    await section.getByRole('switch', { name: /^No network/ }).click();
    await section.getByRole('button', { name: 'Apply switches' }).click();
    await expect.element(screen.getByText('Emulator switches applied.')).toBeVisible();
    expect(emulator.config).toMatchObject({ latencyMs: 25, errorRate: 0.125, offline: false });
    await expect.element(errorRate).toHaveValue('12.5');
    emulator.configure({ latencyMs: 0, errorRate: 0 });
  });

  it('in Turkish: the emulator’s switches are named and checked in Turkish; Enter applies', async () => {
    const { screen } = await renderInApp(page(), {
      url: '/tr/app/test',
      user: 'premium',
      handlers: [[readDiagnosticsFx, () => diagnostics()]],
    });
    const section = screen.getByRole('region', { name: 'Emülatör' });
    await section.getByRole('textbox', { name: /^Başarısız olan çağrılar/ }).fill('150');
    // Enter in a field applies, as in any form.
    await userEvent.keyboard('{Enter}');
    await expect.element(section.getByText('0 ile 100 arasında bir yüzde girin.')).toBeVisible();
  });

  it('push: on since its token’s date; the test notification goes through the worker, and says when none runs', async () => {
    const shown = vi.fn(() => Promise.resolve());
    const { screen } = await renderInApp(page(), {
      url: '/app/test',
      user: 'premium',
      handlers: [
        [
          readDiagnosticsFx,
          () => ({ ...diagnostics(), notifications: 'granted', pushTokenSince: LAST_USED }),
        ],
        [testPushFx, shown],
      ],
    });
    const push = screen.getByRole('region', { name: 'Push notifications' });
    await expect.element(push.getByText('On (its token is from November 20, 2026)')).toBeVisible();
    await push.getByRole('button', { name: 'Show a test notification' }).click();
    await expect
      .element(screen.getByText('Test notification sent. Look for it on this device and in the bell.'))
      .toBeVisible();
    expect(shown).toHaveBeenCalledWith({
      title: 'Test notification from Emotion Guru',
      body: 'If you can read this, notifications work on this device.',
    });
    await expect.element(push.getByText(/the test shows in the bell only/)).not.toBeInTheDocument();

    shown.mockImplementation(() => Promise.reject(new Error('no worker')));
    await push.getByRole('button', { name: 'Show a test notification' }).click();
    await expect
      .element(screen.getByText("No test notification: the app's service worker is not running here."))
      .toBeVisible();
  });

  it('in Turkish: push off, and without the permission the test shows in the bell only', async () => {
    const { screen } = await renderInApp(page(), {
      url: '/tr/app/test',
      user: 'premium',
      handlers: [[readDiagnosticsFx, () => diagnostics()]],
    });
    const push = screen.getByRole('region', { name: 'Anlık bildirimler' });
    await expect.element(push.getByText('Kapalı')).toBeVisible();
    await expect
      .element(push.getByText('Bu site için bildirimlere izin verilmemiş: deneme yalnızca zilde görünür.'))
      .toBeVisible();
  });
});
