/**
 * Chromium's `beforeinstallprompt` event, kept from the moment the page starts (it fires once, early,
 * before the app area's code has loaded) until the install offer uses it.
 */
export interface DeferredInstallPrompt extends Event {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

type Listener = () => void;

let deferred: DeferredInstallPrompt | null = null;
const promptListeners = new Set<Listener>();
const installedListeners = new Set<Listener>();
const capturedTargets = new WeakSet<object>();

function isDeferredPrompt(event: Event): event is DeferredInstallPrompt {
  return typeof (event as Partial<DeferredInstallPrompt>).prompt === 'function';
}

/** Called once by the app's entry: holds back the browser's own mini-infobar and keeps the event. */
export function captureInstallPrompt(target: Pick<Window, 'addEventListener'> = window) {
  if (capturedTargets.has(target)) return;
  capturedTargets.add(target);
  target.addEventListener('beforeinstallprompt', (event) => {
    if (!isDeferredPrompt(event)) return;
    event.preventDefault();
    deferred = event;
    for (const listener of promptListeners) listener();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    for (const listener of installedListeners) listener();
  });
}

export function deferredInstallPrompt(): DeferredInstallPrompt | null {
  return deferred;
}

/** The prompt can be used once: after the user's choice the browser needs a new event. */
export function consumeDeferredInstallPrompt(): DeferredInstallPrompt | null {
  const event = deferred;
  deferred = null;
  return event;
}

export function onInstallPromptOffered(listener: Listener): () => void {
  promptListeners.add(listener);
  return () => promptListeners.delete(listener);
}

export function onAppInstalled(listener: Listener): () => void {
  installedListeners.add(listener);
  return () => installedListeners.delete(listener);
}
