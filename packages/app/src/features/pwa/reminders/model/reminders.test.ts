import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $session } from '@/entities/session';
import { $language } from '@/shared/i18n';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { emulatorForModelTests } from '@/shared/lib/test-session';
import {
  $atLimit,
  $refusal,
  $reminders,
  $remindersFailed,
  $time,
  addReminderFx,
  readRemindersFx,
  reminderAddRequested,
  reminderRemoved,
  reminderTimeChanged,
  remindersOpened,
} from './reminders.ts';

const { emulator, signInAs } = emulatorForModelTests();

function setup(language: 'en-US' | 'tr-TR' = 'en-US') {
  const notify = vi.fn();
  const scope = fork({
    values: [
      [$session, signInAs('premium@example.com')],
      [$language, language],
    ],
    handlers: [[notifyTranslatedFx, (_: unknown, notification: unknown) => void notify(notification)]],
  });
  return { scope, notify };
}

async function addAt(scope: Scope, time: string) {
  await allSettled(reminderTimeChanged, { scope, params: time });
  await allSettled(reminderAddRequested, { scope });
}

const stored = () => emulator.db.rows(emulator.db.tenant('emotion'), 'VegReminder');

describe('daily reminders', () => {
  it('reads none, adds times in order in the device zone and language, and removes one', async () => {
    const { scope, notify } = setup('tr-TR');
    await allSettled(remindersOpened, { scope });
    expect(scope.getState($reminders)).toEqual([]);

    await addAt(scope, '21:00');
    await addAt(scope, '08:30');
    expect(scope.getState($reminders)?.map((r) => r.time)).toEqual(['08:30', '21:00']);
    expect(scope.getState($time)).toBe('');
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'success', title: 'settings.reminders.added' }),
    );
    expect(stored()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          time: '08:30',
          languageCode: 'tr',
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        }),
      ]),
    );

    const first = scope.getState($reminders)?.[0];
    await allSettled(reminderRemoved, { scope, params: first?.id ?? '' });
    expect(scope.getState($reminders)?.map((r) => r.time)).toEqual(['21:00']);
    expect(stored()).toHaveLength(1);
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'success', title: 'settings.reminders.removed' }),
    );
  });

  it('refuses an empty time, a repeated one and a seventh at the form, keeping what was typed', async () => {
    const { scope } = setup();
    await allSettled(remindersOpened, { scope });
    await allSettled(reminderAddRequested, { scope });
    expect(scope.getState($refusal)).toBe('empty');

    await addAt(scope, '07:00');
    await addAt(scope, '07:00');
    expect(scope.getState($refusal)).toBe('duplicate');
    expect(scope.getState($time)).toBe('07:00');
    // Typing again clears the error.
    await allSettled(reminderTimeChanged, { scope, params: '07:1' });
    expect(scope.getState($refusal)).toBeNull();
    await allSettled(reminderAddRequested, { scope });
    expect(scope.getState($refusal)).toBe('invalid');

    for (const time of ['08:00', '09:00', '10:00', '11:00', '12:00']) await addAt(scope, time);
    expect(scope.getState($atLimit)).toBe(true);
    await addAt(scope, '13:00');
    expect(scope.getState($refusal)).toBe('limit');
    expect(stored()).toHaveLength(6);
  });

  it("names the platform's refusal when the list it checked against was stale, and reads it again", async () => {
    const { scope } = setup();
    await allSettled(remindersOpened, { scope });
    // Another device added 07:00 since this list was read.
    const other = fork({ values: [[$session, signInAs('premium@example.com')]] });
    await allSettled(remindersOpened, { scope: other });
    await addAt(other, '07:00');
    await addAt(scope, '07:00');
    expect(scope.getState($refusal)).toBe('duplicate');
    expect(scope.getState($time)).toBe('07:00');
    // The list is read again, so the reminder the error names is there.
    expect(scope.getState($reminders)?.map((r) => r.time)).toEqual(['07:00']);
  });

  it('keeps a time typed while the previous one was being saved', async () => {
    const { scope } = setup();
    await allSettled(remindersOpened, { scope });
    await allSettled(reminderTimeChanged, { scope, params: '07:00' });
    const adding = allSettled(reminderAddRequested, { scope });
    await allSettled(reminderTimeChanged, { scope, params: '09:00' });
    await adding;
    expect(scope.getState($reminders)?.map((r) => r.time)).toEqual(['07:00']);
    expect(scope.getState($time)).toBe('09:00');
  });

  it('says when adding fails for another reason, and keeps the time', async () => {
    const notify = vi.fn();
    const scope = fork({
      values: [[$session, signInAs('premium@example.com')]],
      handlers: [
        [addReminderFx, () => Promise.reject(new Error('offline'))],
        [notifyTranslatedFx, (_: unknown, notification: unknown) => void notify(notification)],
      ],
    });
    await allSettled(remindersOpened, { scope });
    await addAt(scope, '07:00');
    expect(scope.getState($time)).toBe('07:00');
    expect(scope.getState($refusal)).toBeNull();
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'error', title: 'settings.reminders.addFailed' }),
    );
  });

  it('reports a failed read', async () => {
    const scope = fork({
      values: [[$session, signInAs('premium@example.com')]],
      handlers: [[readRemindersFx, () => Promise.reject(new Error('offline'))]],
    });
    await allSettled(remindersOpened, { scope });
    expect(scope.getState($remindersFailed)).toBe(true);
    expect(scope.getState($reminders)).toBeNull();
  });
});
