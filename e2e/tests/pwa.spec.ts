import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn, waitForApp } from './support/fixtures.ts';
import { signUpNewPerson } from './support/chat.ts';
import { EMULATOR_URL, apiToken, storedJournals, uniqueSuffix } from './support/journal.ts';
import { shownNotifications } from './support/notifications.ts';

// The journeys of the installable app: its one service worker is allowed here (blocked elsewhere).
test.use({ serviceWorkers: 'allow' });

/** The built worker that `npm run preview` serves (read from disk on every request). */
const WORKER_FILE = fileURLToPath(new URL('../../packages/app/dist/sw.js', import.meta.url));
const NEXT_VERSION = '\n// the next version\n';

/** Waits for the worker to be active and answers what it says about itself. */
async function workerState(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const version = await new Promise<unknown>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data);
      registration.active?.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
    });
    return {
      script: registration.active?.scriptURL ?? '',
      scope: registration.scope,
      version,
      caches: await caches.keys(),
    };
  });
}

test.describe('the installable app', () => {
  test('installs its one worker at /sw.js, is installable, and opens offline after one visit', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Understand your emotions, one day at a time',
    );
    // A visitor who uses the page (a prerendered page starts its app, and registers the worker, only then).
    await waitForApp(page);
    const state = await workerState(page);
    expect(state.script).toBe(`${baseURL ?? ''}/sw.js`);
    expect(state.scope).toBe(`${baseURL ?? ''}/`);
    expect(state.version).toEqual({
      type: 'VERSION',
      version: expect.stringMatching(/^\d+\.\d+\.\d+\+[0-9a-z]+$/),
    });
    expect(state.caches).toContain('emotion-guru-static-v2.1');
    const registrations = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistrations()).length,
    );
    expect(registrations).toBe(1);

    // Chromium's own install criteria (manifest, icons, worker): nothing missing.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // (Playwright's contexts are incognito, which Chromium names as the one reason it would not offer to install.)
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

    // Controlled from the next load on; then the network goes away.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Understand your emotions, one day at a time',
    );
    // Another page, never visited, opens from the cache too (its code was precached).
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/about$/);
    await context.setOffline(false);
  });

  test('signed in, the journal, reflections and report open offline as last loaded, and an entry written offline waits on the device until the connection is back', async ({
    page,
    context,
  }) => {
    const id = uniqueSuffix();
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/app/journal');
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    const [latest] = await storedJournals('premium@example.com');
    const latestTitle = latest?.title ?? '';
    await expect(page.getByRole('article', { name: latestTitle })).toBeVisible();
    // Controlled by the worker from the next load on, once it is active (which loads the journal once more).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(page.getByRole('article', { name: latestTitle })).toBeVisible();
    // The reflections and the report, read once online too.
    const navigation = page.getByRole('navigation');
    const visit = async (link: string, heading: string) => {
      await navigation.getByRole('link', { name: link }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    };
    const reflectionsShown = async () => {
      await visit('Reflections', 'Reflections');
      await expect(page.getByRole('article').first()).toBeVisible();
    };
    const reportShown = async () => {
      await visit('Report', 'Emotion report');
      await expect(page.getByRole('region', { name: 'In short' }).getByText(/^Mostly /)).toBeVisible();
    };
    await reflectionsShown();
    await reportShown();
    await visit('Journal', 'Journal');

    // The network goes away; the page is loaded again: the journal is there, as this device last loaded it.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^You are offline\./ })).toBeVisible();
    await expect(page.getByRole('article', { name: latestTitle })).toBeVisible();
    // So are the reflections and the report.
    await reflectionsShown();
    await reportShown();
    await visit('Journal', 'Journal');
    await expect(page.getByRole('article', { name: latestTitle })).toBeVisible();

    // Written offline: kept on the device, and counted.
    await page.getByRole('button', { name: 'New entry' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New journal entry' });
    await dialog.getByLabel('Title').fill(`Offline ${id}`);
    await dialog.getByLabel('What happened, and how did it feel?').fill(`No signal on the train ${id}.`);
    await dialog.getByRole('button', { name: 'Save entry' }).click();
    await expect(page.getByText('Entry kept on this device', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    const waiting = page
      .getByRole('status')
      .filter({ hasText: '1 change is kept on this device and will be sent when you are back online.' });
    await expect(waiting).toBeVisible();
    await page.getByText('Show what waits').click();
    await expect(
      page.getByRole('listitem').filter({ hasText: `Journal entry: Offline ${id}` }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await storedJournals('premium@example.com', id)).toEqual([]);

    // Back online: it is sent by itself, the count goes, and the journal shows it.
    await context.setOffline(false);
    await expect(page.getByText('1 change made offline was sent', { exact: true })).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect(page.getByRole('article', { name: `Offline ${id}` })).toBeVisible();
    expect((await storedJournals('premium@example.com', id)).map((entry) => entry.title)).toEqual([
      `Offline ${id}`,
    ]);
  });

  test('a new version shows the update banner, waits while something is unsaved, and reloads on request', async ({
    page,
  }) => {
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await workerState(page);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await page.goto('/app/journal');
    await page.getByRole('button', { name: 'New entry' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New journal entry' });
    await dialog.getByLabel('Title').fill('Not saved yet');

    // The next deployment: the preview serves the build from disk, so a worker with one byte more is a new
    // version; the app's update check (here asked for at once) finds it. The browser merges an update check
    // into one already under way, whose answer may be the old file: ask until the new worker is there
    // (installing, or waiting for the unsaved entry), and only then put the old file back.
    const original = (await readFile(WORKER_FILE, 'utf8')).replace(NEXT_VERSION, '');
    try {
      await writeFile(WORKER_FILE, `${original}${NEXT_VERSION}`);
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            if (registration?.installing || registration?.waiting) return true;
            await registration?.update().catch(() => undefined);
            return Boolean(registration?.installing ?? registration?.waiting);
          }),
        )
        .toBe(true);
    } finally {
      await writeFile(WORKER_FILE, original);
    }

    // The open editor is modal: the rest of the page, the banner included, is hidden from assistive technology.
    const hiddenBanner = page.getByRole('region', { name: 'App update', includeHidden: true });
    await expect(hiddenBanner.getByText('A new version of Emotion Guru is available.')).toBeVisible();
    await expect(
      hiddenBanner.getByText('You have unsaved changes, so the app waits: reload when you are ready.'),
    ).toBeVisible();

    await expectNoAxeViolations(page);

    // Closing the editor without saving (confirmed) lets the countdown run; at 0 the new version takes over
    // and the page reloads into it.
    await page.evaluate(() => ((window as Window & { beforeUpdate?: boolean }).beforeUpdate = true));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard this draft?' });
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    const banner = page.getByRole('region', { name: 'App update' });
    await expect(banner.getByText(/^Reloading in \d+ s$/)).toBeVisible();
    await page.waitForEvent('load');
    expect(
      await page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate ?? false),
    ).toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
    await expect(banner).toBeHidden();

    // Support's diagnostics page, from settings, tells the same: the worker serves the page, the files it keeps.
    await page.goto('/app/settings');
    await page.getByRole('link', { name: 'Open diagnostics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();
    const worker = page.getByRole('region', { name: 'Offline support (service worker)' });
    await expect(worker.getByRole('definition').nth(2)).toHaveText('Yes');
    await expect(worker.getByText(/^\d+\.\d+\.\d+\+[0-9a-z]+$/)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'emotion-guru-static-v2.1' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'This device' })).toContainText('No installation found');
    // On the built-in emulator its switches are there, read from the emulator (other journeys share it:
    // they are only read here, never changed).
    const emulator = page.getByRole('region', { name: 'Emulator' });
    await expect(emulator.getByRole('textbox', { name: /^Delay on every answer/ })).toHaveValue('0');
    await expect(emulator.getByRole('switch', { name: /^No network/ })).not.toBeChecked();
    await expectNoAxeViolations(page);
  });
});

/** Delivers a push message to the app's worker as the push provider would: its `push` event, through Chromium's DevTools Protocol. */
async function deliverPush(page: Page, baseURL: string | undefined, message: unknown): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${baseURL ?? ''}/`);
      if (ours && !ours.isDeleted) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL ?? '',
    registrationId: await registrationId,
    data: JSON.stringify(message),
  });
}

test.describe('push messages', () => {
  test('a push delivered to the worker shows as a system notification and in the bell, whose item leads where it says', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications']);
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await workerState(page);
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true });
    await expect(bell).toBeVisible();

    const title = `Time for a check-in ${Date.now()}`;
    // A data-only message, as the platform sends them through the provider (all values are strings).
    await deliverPush(page, baseURL, {
      fcmMessageId: 'e2e-push-1',
      data: { title, body: 'How are you feeling?', path: '/app/journal', timestamp: String(Date.now()) },
    });

    // The system notification the worker showed, with the message's text.
    await expect.poll(() => shownNotifications(page)).toContainEqual({ title, body: 'How are you feeling?' });

    // The bell got it from the worker: one unread, listed with its text; choosing it goes to its path.
    const unread = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(unread).toBeVisible();
    await expectNoAxeViolations(page);
    await unread.click();
    const item = page.getByRole('menuitem', { name: new RegExp(title) });
    await expect(item).toContainText('How are you feeling?');
    await item.click();
    await expect(page).toHaveURL(/\/app\/journal$/);
  });

  test('without the permission to notify, a push still reaches the bell of an open page (in Turkish too)', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/tr/app/dashboard');
    await workerState(page);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Bildirimler', exact: true }),
    ).toBeVisible();
    await deliverPush(page, baseURL, {
      notification: { title: 'Yeni yazı', body: 'Zihinsel döngüler' },
      fcmOptions: { link: '/blog/mental-loops' },
    });
    await expect(page.getByRole('banner').getByRole('button', { name: /^Bildirimler, 1/ })).toBeVisible();
    expect(await shownNotifications(page)).toEqual([]);
  });
});

/**
 * Headless Chromium has no push service (its `pushManager.subscribe` fails as "permission denied" even
 * with the permission): the browser's part is stood in for with a subscription of the same shape. The
 * rest is real: firebase/messaging, its calls to the push provider (the emulator's installations and
 * registrations), the platform's GsbPushSubscription, and the worker's push events.
 */
async function standInForPushService(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const bytes = (length: number, seed: number) =>
      Uint8Array.from({ length }, (_, index) => (index * 31 + seed) % 256).buffer;
    let current: PushSubscription | null = null;
    const make = (): PushSubscription => {
      const subscription = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-device',
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: (name: PushEncryptionKeyName) => (name === 'auth' ? bytes(16, 7) : bytes(65, 3)),
        toJSON: () => ({
          endpoint: subscription.endpoint,
          expirationTime: null,
          keys: {
            auth: 'BwgJCgsMDQ4PEBESExQVFg',
            p256dh:
              'AwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4vMDEyMzQ1Njc4OTo7PD0-P0BBQkNE',
          },
        }),
        unsubscribe: () => {
          current = null;
          return Promise.resolve(true);
        },
      };
      return subscription;
    };
    PushManager.prototype.subscribe = function subscribe() {
      current ??= make();
      return Promise.resolve(current);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve(current);
    };
  });
}

/** The platform's push subscriptions of an account (read as that account, from the emulator). */
async function pushSubscriptionsOf(email: string): Promise<{ fcmToken: string; userAgent: string }[]> {
  const response = await fetch(`${EMULATOR_URL}/api/entity/query`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await apiToken(email)}` },
    body: JSON.stringify({
      entityName: 'GsbPushSubscription',
      selectCols: ['fcmToken', 'userAgent', 'platform'],
      startIndex: 0,
      count: 100,
    }),
  });
  const body = (await response.json()) as { entities: { fcmToken: string; userAgent: string }[] };
  return body.entities;
}

test.describe('diagnostics', () => {
  test('a test notification is shown by the worker as a push would be, and lands in the bell', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await signIn(page, 'premium@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await workerState(page);
    await page.goto('/app/test');
    const push = page.getByRole('region', { name: 'Push notifications' });
    await expect(push.getByText('Off', { exact: true })).toBeVisible();
    await push.getByRole('button', { name: 'Show a test notification' }).click();
    await expect(
      page.getByText('Test notification sent. Look for it on this device and in the bell.'),
    ).toBeVisible();
    await expect
      .poll(() => shownNotifications(page))
      .toContainEqual({
        title: 'Test notification from Emotion Guru',
        body: 'If you can read this, notifications work on this device.',
      });
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('push notifications in settings', () => {
  test('turned on, the device is subscribed with the push provider and the platform; turned off, it is not', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await standInForPushService(page);
    await signIn(page, 'pro@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await workerState(page);
    const before = (await pushSubscriptionsOf('pro@example.com')).map(({ fcmToken }) => fcmToken);

    await page.goto('/app/settings#notifications');
    const section = page.getByRole('region', { name: 'Notifications and newsletter' });
    const push = section.getByRole('switch', { name: 'Notifications on this device' });
    await expect(push).toBeEnabled();
    await expect(push).not.toBeChecked();
    await expect(push).toHaveAccessibleDescription(/shown by this browser even when the app is closed/);
    await push.click();
    await expect(page.getByText('Notifications are on for this device.')).toBeVisible();
    await expect(push).toBeChecked();
    // The platform holds this device's token from the push provider (the emulator's registrations API).
    const added = (await pushSubscriptionsOf('pro@example.com')).filter(
      ({ fcmToken }) => !before.includes(fcmToken),
    );
    expect(added).toHaveLength(1);
    expect(added[0]?.userAgent).toContain('Chrome');
    await expectNoAxeViolations(page);

    // Still on after a reload (this device's token is kept), and the same token: nothing new on the platform.
    await page.reload();
    await expect(push).toBeChecked();
    expect((await pushSubscriptionsOf('pro@example.com')).length).toBe(before.length + 1);

    await push.click();
    await expect(page.getByText('Notifications are off for this device.')).toBeVisible();
    await expect(push).not.toBeChecked();
    expect((await pushSubscriptionsOf('pro@example.com')).map(({ fcmToken }) => fcmToken)).toEqual(before);
  });

  test('a refused permission leaves it off and says how to allow it, in Turkish too', async ({ page }) => {
    await standInForPushService(page);
    await page.addInitScript(() => {
      Notification.requestPermission = () => Promise.resolve('denied');
    });
    await signIn(page, 'pro@example.com');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await workerState(page);
    await page.goto('/tr/app/settings#notifications');
    const push = page.getByRole('switch', { name: 'Bu cihazda bildirimler' });
    await push.click();
    await expect(
      page.getByText('Bildirimler engellendi. Tarayıcı ayarlarınızdan bu siteye izin verip tekrar deneyin.'),
    ).toBeVisible();
    await expect(push).not.toBeChecked();
    await expect(push).toHaveAccessibleDescription(/^Bu site için bildirimler engelli\./);
    await expectNoAxeViolations(page);
  });
});

/** A quick check-in on the dashboard: a colour, its first word, saved. */
async function checkIn(page: Page, colour: RegExp, words: string | RegExp, save: string): Promise<void> {
  await page.getByRole('button', { name: colour }).click();
  await page.getByRole('group', { name: words }).getByRole('button').first().click();
  await page.getByRole('button', { name: save }).click();
}

test.describe('the offer to turn notifications on', () => {
  test('comes after a check-in, not before; accepted, push is turned on and it does not come again', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await standInForPushService(page);
    await signUpNewPerson(page, 'push-offer');
    await page.goto('/app/dashboard');
    await workerState(page);
    await page.reload();
    const offer = page.getByRole('region', { name: 'A gentle reminder?' });
    await expect(page.getByRole('group', { name: 'Which colour is closest to how you feel?' })).toBeVisible();
    await expect(offer).toHaveCount(0);

    await checkIn(page, /Yellow/, 'Yellow words', 'Save check-in');
    await expect(offer).toBeVisible();
    await expect(offer).toContainText(
      'Emotion Guru can remind you to check in, even when the app is closed.',
    );
    await expectNoAxeViolations(page);
    await offer.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(page.getByText('Notifications are on for this device.')).toBeVisible();
    await expect(offer).toHaveCount(0);

    // Done on this install: another check-in, after a reload, brings no offer; Settings shows push on.
    await page.reload();
    await checkIn(page, /Green/, 'Green words', 'Save check-in');
    await expect(page.getByRole('region', { name: "Today's check-ins" }).getByRole('listitem')).toHaveCount(
      2,
    );
    await expect(offer).toHaveCount(0);
    await page.goto('/app/settings#notifications');
    await expect(page.getByRole('switch', { name: 'Notifications on this device' })).toBeChecked();
  });

  test('"Not now" puts it away for the session, without asking the browser (in Turkish)', async ({
    page,
  }) => {
    await standInForPushService(page);
    await page.addInitScript(() => {
      Notification.requestPermission = () => {
        throw new Error('The browser was asked');
      };
    });
    await signUpNewPerson(page, 'push-offer-tr');
    await page.goto('/tr/app/dashboard');
    await workerState(page);
    await page.reload();
    await checkIn(page, /Sarı/, /Sarı/, 'Duygu kaydını kaydet');
    const offer = page.getByRole('region', { name: 'Nazik bir hatırlatma ister misiniz?' });
    await expect(offer).toBeVisible();
    await expectNoAxeViolations(page);
    await offer.getByRole('button', { name: 'Şimdi değil' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await checkIn(page, /Yeşil/, /Yeşil/, 'Duygu kaydını kaydet');
    await expect(
      page.getByRole('region', { name: 'Bugünkü duygu kayıtlarınız' }).getByRole('listitem'),
    ).toHaveCount(2);
    await expect(offer).toHaveCount(0);
  });
});

test.describe('daily reminders', () => {
  test.use({ timezoneId: 'Europe/Istanbul' });

  test('set in settings, sent by the platform at that time to this device, shown by the worker and in the bell', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications']);
    await standInForPushService(page);
    await signUpNewPerson(page, 'reminders');
    await workerState(page);
    await page.goto('/app/settings#notifications');
    const section = page.getByRole('region', { name: 'Notifications and newsletter' });
    await section.getByRole('switch', { name: 'Notifications on this device' }).click();
    await expect(page.getByText('Notifications are on for this device.')).toBeVisible();

    const reminders = section.getByRole('list', { name: 'Daily check-in reminders' });
    const time = section.getByLabel('Time', { exact: true });
    const add = section.getByRole('button', { name: 'Add reminder' });
    await expect(section.getByText(/Times are in your time zone \(Europe\/Istanbul\)\.$/)).toBeVisible();
    await time.fill('21:00');
    await add.click();
    await expect(reminders.getByRole('listitem')).toHaveText([/^9:00\sPM/]);
    await time.fill('09:00');
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(reminders.getByRole('listitem')).toHaveText([/^9:00\sAM/, /^9:00\sPM/]);
    // The same time again is refused at the field, which keeps it.
    await time.fill('21:00');
    await add.click();
    await expect(time).toHaveAccessibleDescription(/^You already have a reminder at 9:00\sPM\.$/);
    await expect(time).toHaveValue('21:00');
    await expectNoAxeViolations(page);
    // Removing one: the list and the platform keep the other.
    await reminders.getByRole('button', { name: /^Remove the 9:00\sPM reminder$/ }).click();
    await expect(reminders.getByRole('listitem')).toHaveText([/^9:00\sAM/]);
    await page.reload();
    await expect(reminders.getByRole('listitem')).toHaveText([/^9:00\sAM/]);

    // The platform's scheduler as of 09:10 in Istanbul (06:10 UTC) on a day it has not sent yet.
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('eg_push_token') ?? '{}') as { token?: string }).token,
    );
    const answer = await fetch(`${EMULATOR_URL}/__emulator/reminders/send?at=2030-01-15T06:10:00.000Z`, {
      method: 'POST',
    });
    const { messages } = (await answer.json()) as { messages: { token: string; message: unknown }[] };
    const ours = messages.filter((sent) => sent.token === token);
    expect(ours).toHaveLength(1);

    // What the provider would deliver, handed to the worker: a system notification and the bell.
    await deliverPush(page, baseURL, ours[0]?.message);
    await expect
      .poll(() => shownNotifications(page))
      .toContainEqual({
        title: 'Time for a check-in',
        body: 'How are you feeling right now? A minute is enough.',
      });
    const unread = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
    await unread.click();
    await page.getByRole('menuitem', { name: /Time for a check-in/ }).click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });
});
