import { concurrency, createQuery } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { $currentUser, logoutFx } from '@/entities/session/@x/notification';
import { readStoredNotifications, writeStoredNotifications } from '../api/notification-storage.ts';
import {
  addNotification,
  markAllRead,
  markRead,
  mergeNotifications,
  type InAppNotification,
} from '../lib/notification.ts';

/** One user's notifications in memory; `loaded` once what this device stored for them is merged in. */
interface UserNotifications {
  userId: string;
  items: InAppNotification[];
  loaded: boolean;
}

/** A notification arrived (from the service worker, or anything else in the app); known ids are ignored. */
export const notificationReceived = createEvent<InAppNotification>();
/** The notification list was opened: everything in it counts as read. */
export const notificationsOpened = createEvent();
/** The user chose one notification, by id: it counts as read (where it leads is up to the UI). */
export const notificationChosen = createEvent<string>();
/** Something shows notifications: loads the stored ones if a restored session arrived before this module. */
export const notificationsShown = createEvent();

export const readNotificationsFx = createEffect<string, InAppNotification[]>(readStoredNotifications);
/** What this device keeps for a user (read lazily; a read for a user no longer signed in never lands). */
export const storedNotificationsQuery = createQuery({
  name: 'notifications/stored',
  effect: readNotificationsFx,
});
concurrency(storedNotificationsQuery, { strategy: 'TAKE_LATEST', abortAll: logoutFx.finally });
export const writeNotificationsFx = createEffect(
  ({ userId, items }: { userId: string; items: InAppNotification[] }) => {
    writeStoredNotifications(userId, items);
  },
);

const $userId = $currentUser.map((user) => user?.userId ?? null);
const $state = createStore<UserNotifications | null>(null, { serialize: 'ignore' });

/** The signed-in user's notifications, newest first, at most 50; empty when signed out. */
export const $notifications = combine($state, $userId, (state, userId) =>
  state !== null && state.userId === userId ? state.items : [],
);
export const $unreadCount = $notifications.map((items) => items.filter((item) => !item.read).length);

// Read lazily: when a user signs in, when something shows the list, or when one arrives before that.
sample({
  clock: [$userId.updates, notificationsShown, notificationReceived],
  source: { userId: $userId, state: $state },
  filter: ({ userId, state }) => userId !== null && !(state?.userId === userId && state.loaded),
  fn: ({ userId }) => userId ?? '',
  target: storedNotificationsQuery.start,
});

const storedRead = merge([
  storedNotificationsQuery.finished.success,
  // Reading never throws by itself; a replaced or failing reader still leaves a usable, empty list.
  storedNotificationsQuery.finished.failure.map(({ params }) => ({
    params,
    result: [] as InAppNotification[],
  })),
]);
// A read for a user who has since signed out (or been replaced) is dropped.
const stateLoaded = sample({
  clock: storedRead,
  source: { userId: $userId, state: $state },
  filter: ({ userId }, { params }) => userId === params,
  fn: ({ state }, { params, result }): UserNotifications => ({
    userId: params,
    items: mergeNotifications(state?.userId === params ? state.items : [], result),
    loaded: true,
  }),
});

// Signed out, nobody owns a notification: it is dropped.
const receivedForUser = sample({
  clock: notificationReceived,
  source: $userId,
  filter: Boolean,
  fn: (userId: string, item) => ({ userId, item }),
});

const update =
  (change: (items: InAppNotification[]) => InAppNotification[]) =>
  (state: UserNotifications | null): UserNotifications | null =>
    state ? { ...state, items: change(state.items) } : state;

$state
  .on(stateLoaded, (_, state) => state)
  .on(receivedForUser, (state, { userId, item }) =>
    state?.userId === userId
      ? { ...state, items: addNotification(state.items, item) }
      : // Kept until the stored ones are read, then merged with them.
        { userId, items: [item], loaded: false },
  )
  .on(notificationsOpened, update(markAllRead))
  .on(notificationChosen, (state, id) => update((items) => markRead(items, id))(state))
  // The stored copy stays for the next sign-in on this device; memory holds nobody's after logout.
  .reset(logoutFx.finally);

sample({
  clock: $state.updates,
  filter: (state) => state?.loaded === true,
  fn: (state) => ({ userId: state?.userId ?? '', items: state?.items ?? [] }),
  target: writeNotificationsFx,
});
