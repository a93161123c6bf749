/**
 * The platform's reminder scheduler: each minute it finds the `VegReminder`s due (the SDK's
 * `reminderDueOn`: from the reminder's local time for an hour, once per local date) and "sends" each one
 * through the push provider to every device its user registered (`GsbPushSubscription`) as a data-only
 * message in the reminder's language. What is sent goes to the outbox (`state.pushOutbox`): there is no
 * push service here, so a test hands the message to the browser's worker itself.
 *
 * A device whose token the provider no longer knows gets nothing and loses its record, as the platform
 * does with the provider's "unregistered" answer (UNSUBSCRIBE_INVALID_TOKENS).
 */
import { reminderDueOn } from '@emotion-guru/platform-sdk';
import type { Row } from '../query/types.ts';
import type { EmulatorState, PushDelivery } from '../state.ts';

/** The sender id the provider puts in `from` (the emulator's demo project's). */
const SENDER_ID = '000000000000';

const WORDS = {
  en: {
    title: 'Time for a check-in',
    body: 'How are you feeling right now? A minute is enough.',
    path: '/app/dashboard',
  },
  tr: {
    title: 'Duygu kaydı zamanı',
    body: 'Şu an nasıl hissediyorsunuz? Bir dakika yeter.',
    path: '/tr/app/dashboard',
  },
} as const;

function wordsFor(reminder: Row, user: Row | undefined) {
  const code = [reminder.languageCode, user?.languageCode].find((value) => typeof value === 'string');
  return typeof code === 'string' && code.toLowerCase().startsWith('tr') ? WORDS.tr : WORDS.en;
}

/** Sends every reminder due at `at`; answers the pushes sent. */
export function sendDueReminders(state: EmulatorState, at: number): PushDelivery[] {
  const { db } = state;
  const sent: PushDelivery[] = [];
  for (const code of db.tenantCodes()) {
    const tenant = db.tenant(code);
    let changed = false;
    for (const reminder of db.rows(tenant, 'VegReminder')) {
      const due = reminderDueOn(
        {
          time: String(reminder.time),
          timeZone: String(reminder.timeZone),
          ...(typeof reminder.lastSentOn === 'string' ? { lastSentOn: reminder.lastSentOn } : {}),
        },
        at,
      );
      if (due === null) continue;
      const userId = String(reminder.user_id);
      const words = wordsFor(reminder, db.row(tenant, 'GsbUser', userId));
      for (const device of db.rows(tenant, 'GsbPushSubscription')) {
        if (device.user_id !== userId) continue;
        const token = String(device.fcmToken);
        if (!state.registrations.has(token)) {
          db.remove(tenant, 'GsbPushSubscription', String(device.id));
          continue;
        }
        const id = db.random.uuid();
        const delivery: PushDelivery = {
          id,
          tenantCode: code,
          userId,
          token,
          reminderId: String(reminder.id),
          message: {
            data: {
              id: `reminder-${String(reminder.id)}-${due}`,
              kind: 'reminder',
              title: words.title,
              body: words.body,
              path: words.path,
              timestamp: new Date(at).toISOString(),
            },
            from: SENDER_ID,
            fcmMessageId: id,
          },
          sentAt: new Date(at).toISOString(),
        };
        state.pushOutbox.push(delivery);
        sent.push(delivery);
      }
      db.update(
        tenant,
        'VegReminder',
        reminder,
        { lastSentOn: due },
        {
          actorId: undefined,
          now: new Date(at).toISOString(),
        },
      );
      changed = true;
    }
    if (changed) state.onChange(code);
  }
  return sent;
}
