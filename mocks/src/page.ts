/**
 * The script the emulator's own pages (the identity provider's consent page, the sandbox checkout) load
 * when the emulator runs in the browser.
 *
 * Why: such a page is a plain document without the app's code, and a form it posts as a navigation is
 * answered by MSW's service worker only when the worker finds a page running MSW to compute the answer.
 * That failed at random: when the app's page unloads on its way to this page, MSW's worker may see no
 * client left and unregister itself, and the form's `POST /api/auth/{provider}` then reaches the dev
 * server, which has no such route (the browser's "HTTP ERROR 404"; a CI run of the dev sign-up journey
 * ended there). So this page answers its own forms: it runs the emulator over the same IndexedDB data as
 * the app, computes the form's answer in the page and follows it (a redirect is followed; another page,
 * such as the form again with an error, replaces this one). No service worker is involved.
 */
import { createBrowserEmulator } from './browser.ts';

const emulator = createBrowserEmulator({ pageScript: import.meta.url });

/** The shell serves the buttons disabled until the emulator has loaded its data (handlers/html.ts). */
function enableButtons(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-emulator-wait]')) {
    button.disabled = false;
    delete button.dataset.emulatorWait;
  }
}

void emulator.ready.then(() => {
  enableButtons();
  document.documentElement.dataset.emulator = 'ready';
});

async function answer(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
  const method = (form.getAttribute('method') ?? 'get').toUpperCase();
  if (method !== 'POST') {
    // The emulator's pages post their forms; anything else goes as the browser would send it.
    HTMLFormElement.prototype.submit.call(form);
    return;
  }
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form, submitter)) {
    if (typeof value === 'string') fields.append(name, value);
  }
  // Sent once: a second click while the emulator answers would send it again.
  for (const button of form.querySelectorAll('button')) button.disabled = true;
  await emulator.ready;
  // The attributes, not `form.action`: the consent form's buttons are named "action", which that
  // property would return instead.
  const request = new Request(new URL(form.getAttribute('action') ?? '', location.href), {
    method,
    body: fields,
  });
  const response = await emulator.handle(request);
  if (response === undefined) {
    // Not one of the emulator's routes: the browser sends it as it would have.
    HTMLFormElement.prototype.submit.call(form);
    return;
  }
  const target = response.headers.get('Location');
  if (response.status >= 300 && response.status < 400 && target !== null) {
    location.assign(new URL(target, request.url));
    return;
  }
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  document.title = next.title;
  document.body.replaceWith(document.adoptNode(next.body));
  enableButtons();
  // Where the page says what went wrong, focus starts there (the alert is announced as well).
  const alert = document.querySelector<HTMLElement>('[role="alert"]');
  if (alert !== null) {
    alert.tabIndex = -1;
    alert.focus();
  }
}

document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    void answer(form, event.submitter);
  },
  { capture: true },
);
