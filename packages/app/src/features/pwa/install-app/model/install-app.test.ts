import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  INSTALL_PROMPT_MEMORY_MS,
  INSTALL_PROMPT_STORAGE_KEY,
  type DeferredInstallPrompt,
} from '@/shared/lib/install-state';
import {
  $installable,
  $installOfferVisible,
  $installOutcome,
  $installState,
  $manualInstructions,
  installAppStarted,
  installOfferDismissed,
  installRequested,
  manualInstructionsClosed,
  type InstallAppEnvironment,
} from './install-app.ts';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) Version/19.0 Mobile Safari/604.1';

function browserPrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
  return Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  }) as DeferredInstallPrompt & { prompt: ReturnType<typeof vi.fn> };
}

/** A browser whose clock and 3-second wait the test moves by hand. */
function fakeBrowser({ userAgent = DESKTOP, standalone = false } = {}) {
  const items = new Map<string, string>();
  let now = Date.UTC(2026, 10, 24, 9);
  let prompt: DeferredInstallPrompt | null = null;
  const waits: Array<{ ms: number; resolve: () => void }> = [];
  const offered = new Set<() => void>();
  const installed = new Set<() => void>();
  const environment: InstallAppEnvironment = {
    install: {
      matchesDisplayMode: (mode) => standalone && mode === 'standalone',
      iosStandalone: false,
      userAgent,
      referrer: '',
      serviceWorkerSupported: true,
      relatedAppInstalled: null,
    },
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    now: () => now,
    wait: (ms) => new Promise<void>((resolve) => waits.push({ ms, resolve })),
    deferredPrompt: () => prompt,
    consumePrompt: () => {
      const used = prompt;
      prompt = null;
      return used;
    },
    onPromptOffered: (listener) => (offered.add(listener), () => offered.delete(listener)),
    onInstalled: (listener) => (installed.add(listener), () => installed.delete(listener)),
  };
  return {
    environment,
    items,
    waits,
    offer: (event: DeferredInstallPrompt) => {
      prompt = event;
      for (const listener of offered) listener();
    },
    install: () => {
      prompt = null;
      for (const listener of installed) listener();
    },
    passTime: (ms: number) => (now += ms),
    /** Ends the 3-second wait once it has begun. */
    endWait: async () => {
      await expect.poll(() => waits.length).toBeGreaterThan(0);
      waits.shift()?.resolve();
    },
  };
}

describe('the install offer', () => {
  it('shows 3 s after the browser offers its prompt, and the browser’s own dialog answers “Install”', async () => {
    const scope = fork();
    const browser = fakeBrowser();
    await allSettled(installAppStarted, { scope, params: browser.environment });
    expect(scope.getState($installable)).toBe(false);
    expect(browser.waits).toHaveLength(0);

    const prompt = browserPrompt('accepted');
    browser.offer(prompt);
    expect(scope.getState($installable)).toBe(true);
    expect(browser.waits.map((wait) => wait.ms)).toEqual([3000]);
    expect(scope.getState($installOfferVisible)).toBe(false);
    await browser.endWait();
    await allSettled(scope);
    expect(scope.getState($installOfferVisible)).toBe(true);
    expect(JSON.parse(browser.items.get(INSTALL_PROMPT_STORAGE_KEY) ?? '')).toEqual({
      timestamp: browser.environment.now(),
      shown: true,
    });

    await allSettled(installRequested, { scope });
    expect(prompt.prompt).toHaveBeenCalledTimes(1);
    expect(scope.getState($installOutcome)).toBe('accepted');
    expect(scope.getState($installOfferVisible)).toBe(false);
    expect(scope.getState($manualInstructions)).toBeNull();
  });

  it('records a dismissed browser dialog, and “Not now” keeps the offer away for an hour', async () => {
    const browser = fakeBrowser();
    const first = fork();
    await allSettled(installAppStarted, { scope: first, params: browser.environment });
    browser.offer(browserPrompt('dismissed'));
    await browser.endWait();
    await allSettled(first);
    await allSettled(installOfferDismissed, { scope: first });
    expect(first.getState($installOfferVisible)).toBe(false);

    // The same tab 59 minutes later (a reload): no new offer.
    browser.passTime(INSTALL_PROMPT_MEMORY_MS - 60_000);
    const again = fork();
    await allSettled(installAppStarted, { scope: again, params: browser.environment });
    expect(again.getState($installable)).toBe(true);
    expect(browser.waits).toHaveLength(0);

    // An hour after it was shown: offered again, and this time the dialog is dismissed.
    browser.passTime(60_000);
    const later = fork();
    const started = allSettled(installAppStarted, { scope: later, params: browser.environment });
    await browser.endWait();
    await started;
    expect(later.getState($installOfferVisible)).toBe(true);
    await allSettled(installRequested, { scope: later });
    expect(later.getState($installOutcome)).toBe('dismissed');
  });

  it('on iOS shows the steps to add to the home screen, which counts as done', async () => {
    const scope = fork();
    const browser = fakeBrowser({ userAgent: IPHONE });
    const started = allSettled(installAppStarted, { scope, params: browser.environment });
    await browser.endWait();
    await started;
    expect(scope.getState($installState)).toMatchObject({ installed: false, platform: 'ios' });
    expect(scope.getState($installable)).toBe(true);
    expect(scope.getState($installOfferVisible)).toBe(true);
    await allSettled(installRequested, { scope });
    expect(scope.getState($installOutcome)).toBe('manual');
    expect(scope.getState($manualInstructions)).toBe('ios');
    await allSettled(manualInstructionsClosed, { scope });
    expect(scope.getState($manualInstructions)).toBeNull();
  });

  it('offers nothing when the page already runs installed', async () => {
    const scope = fork();
    const browser = fakeBrowser({ standalone: true });
    await allSettled(installAppStarted, { scope, params: browser.environment });
    browser.offer(browserPrompt());
    expect(scope.getState($installState)).toMatchObject({ installed: true, confidence: 'high' });
    expect(scope.getState($installable)).toBe(false);
    expect(browser.waits).toHaveLength(0);
  });

  it('once installed from this tab, hides the offer and clears its record', async () => {
    const scope = fork();
    const browser = fakeBrowser();
    await allSettled(installAppStarted, { scope, params: browser.environment });
    browser.offer(browserPrompt());
    await browser.endWait();
    await allSettled(scope);
    expect(browser.items.has(INSTALL_PROMPT_STORAGE_KEY)).toBe(true);

    browser.install();
    await allSettled(scope);
    expect(scope.getState($installOfferVisible)).toBe(false);
    expect(scope.getState($installState)).toMatchObject({ installed: true, via: 'install-event' });
    expect(scope.getState($installable)).toBe(false);
    expect(browser.items.has(INSTALL_PROMPT_STORAGE_KEY)).toBe(false);
  });

  it('does not show the offer if the prompt was used up while waiting', async () => {
    const scope = fork();
    const browser = fakeBrowser();
    await allSettled(installAppStarted, { scope, params: browser.environment });
    browser.offer(browserPrompt());
    browser.install();
    await browser.endWait();
    await allSettled(scope);
    expect(scope.getState($installOfferVisible)).toBe(false);
    expect(browser.items.has(INSTALL_PROMPT_STORAGE_KEY)).toBe(false);
  });
});
