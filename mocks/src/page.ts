/**
 * The script the emulator's own pages (the identity provider's consent page, the sandbox checkout) load
 * when the emulator runs in the browser.
 *
 * Why: MSW's service worker answers a request by asking a page that runs MSW (an "active client") to
 * compute the response. The app's page does, so its navigation to `GET /api/auth/{provider}` is answered
 * with the consent page. But the consent page is a plain document: once the app's page is gone, no page
 * runs the emulator, so the worker lets the form's `POST /api/auth/{provider}` through to the dev server,
 * which has no such route (the browser's "HTTP ERROR 404"). This script makes the emulator's page an
 * active client of its own, over the same IndexedDB data as the app, and holds a form submitted before
 * it is ready until it is.
 */
import { createEmulatorWorker } from './browser.ts';

const worker = createEmulatorWorker({ pageScript: import.meta.url });
const started = worker.start({ onUnhandledFrame: 'bypass', quiet: true });
let ready = false;
void started.then(() => {
  ready = true;
  // The shell serves the buttons disabled until now (handlers/html.ts).
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-emulator-wait]')) {
    button.disabled = false;
    delete button.dataset.emulatorWait;
  }
  document.documentElement.dataset.emulator = 'ready';
});

document.addEventListener(
  'submit',
  (event) => {
    if (ready) return;
    event.preventDefault();
    const form = event.target;
    const submitter = event.submitter;
    if (!(form instanceof HTMLFormElement)) return;
    void started.then(() => {
      form.requestSubmit(submitter);
    });
  },
  { capture: true },
);
