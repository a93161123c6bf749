import { describe, expect, it, vi } from 'vitest';
import {
  captureInstallPrompt,
  consumeDeferredInstallPrompt,
  deferredInstallPrompt,
  onAppInstalled,
  onInstallPromptOffered,
} from './deferred-prompt.ts';

function installPromptEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
}

describe('the deferred install prompt', () => {
  it('keeps the browser’s prompt for later, holds back its own infobar, and tells who listens', () => {
    const target = new EventTarget();
    captureInstallPrompt(target);
    captureInstallPrompt(target);
    const offered = vi.fn();
    const stop = onInstallPromptOffered(offered);

    const event = installPromptEvent();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(offered).toHaveBeenCalledTimes(1);
    expect(deferredInstallPrompt()).toBe(event);

    // Used once: the next offer needs a new event from the browser.
    expect(consumeDeferredInstallPrompt()).toBe(event);
    expect(deferredInstallPrompt()).toBeNull();
    stop();
    const later = installPromptEvent();
    target.dispatchEvent(later);
    expect(offered).toHaveBeenCalledTimes(1);
    expect(consumeDeferredInstallPrompt()).toBe(later);
  });

  it('ignores an event that is not a real install prompt, and forgets the prompt once installed', () => {
    const target = new EventTarget();
    captureInstallPrompt(target);
    target.dispatchEvent(new Event('beforeinstallprompt'));
    expect(deferredInstallPrompt()).toBeNull();

    const installed = vi.fn();
    onAppInstalled(installed);
    target.dispatchEvent(installPromptEvent());
    target.dispatchEvent(new Event('appinstalled'));
    expect(installed).toHaveBeenCalledTimes(1);
    expect(deferredInstallPrompt()).toBeNull();
  });
});
