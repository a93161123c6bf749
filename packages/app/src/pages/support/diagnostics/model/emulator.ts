import { createMutation, createQuery } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { readEmulatorSwitches, setEmulatorSwitches, type EmulatorSwitches } from '@/shared/api';
import { appConfig } from '@/shared/config';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { submitWhenValid } from '@/shared/lib/submit-form';
import { diagnosticsOpened } from './diagnostics.ts';

/** The longest delay the form accepts: a minute per answer is already unusable. */
export const MAX_LATENCY_MS = 60_000;

/** What the form holds: text as typed (kept whatever happens), the offline switch. */
export interface EmulatorForm {
  latency: string;
  errorRate: string;
  offline: boolean;
}
export type EmulatorFormErrors = Partial<Record<'latency' | 'errorRate', 'invalid'>>;

export function validateEmulatorForm(form: EmulatorForm): EmulatorFormErrors {
  const errors: EmulatorFormErrors = {};
  const latency = form.latency.trim();
  if (!/^\d+$/.test(latency) || Number(latency) > MAX_LATENCY_MS) errors.latency = 'invalid';
  const rate = form.errorRate.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(rate) || Number(rate) > 100) errors.errorRate = 'invalid';
  return errors;
}

function switchesOf(form: EmulatorForm): EmulatorSwitches {
  return {
    latencyMs: Number(form.latency.trim()),
    errorRate: Number(form.errorRate.trim().replace(',', '.')) / 100,
    offline: form.offline,
  };
}

function formOf(switches: EmulatorSwitches): EmulatorForm {
  return {
    latency: String(switches.latencyMs),
    errorRate: String(Math.round(switches.errorRate * 1000) / 10),
    offline: switches.offline,
  };
}

export const readEmulatorSwitchesFx = createEffect(readEmulatorSwitches);
export const setEmulatorSwitchesFx = createEffect(setEmulatorSwitches);

/** The switches, read when the page opens on the built-in emulator (a real platform has none). */
export const emulatorQuery = createQuery({ name: 'diagnostics/emulator', effect: readEmulatorSwitchesFx });
export const emulatorMutation = createMutation({
  name: 'diagnostics/save-emulator',
  effect: setEmulatorSwitchesFx,
});
export const emulatorReloadRequested = createEvent();
sample({
  clock: [diagnosticsOpened, emulatorReloadRequested],
  filter: () => appConfig().useEmulator,
  target: emulatorQuery.start,
});

export const emulatorFieldChanged = createEvent<Partial<EmulatorForm>>();
export const emulatorSubmitted = createEvent();

export const $emulatorForm = createStore<EmulatorForm>(
  { latency: '', errorRate: '', offline: false },
  { serialize: 'ignore' },
)
  .on(emulatorFieldChanged, (form, change) => ({ ...form, ...change }))
  .on(emulatorQuery.finished.success, (_, { result }) => formOf(result))
  .on(emulatorMutation.finished.success, (_, { result }) => formOf(result));

const $triedToSave = createStore(false, { serialize: 'ignore' }).on(emulatorSubmitted, () => true);
const $refused = createStore<'invalid' | null>(null, { serialize: 'ignore' }).reset(emulatorFieldChanged);
/** Field errors, once a save was tried, updated as the fields change. */
export const $emulatorErrors = combine($emulatorForm, $triedToSave, (form, tried) =>
  tried ? validateEmulatorForm(form) : {},
);
export const $emulatorSaveFailed = createStore(false, { serialize: 'ignore' })
  .on(emulatorMutation.finished.failure, () => true)
  .reset(emulatorSubmitted, emulatorMutation.finished.success);

submitWhenValid({
  clock: emulatorSubmitted,
  source: $emulatorForm,
  valid: (form) => Object.keys(validateEmulatorForm(form)).length === 0,
  error: 'invalid',
  errorTarget: $refused,
  pending: emulatorMutation.$pending,
  fn: switchesOf,
  target: emulatorMutation.start,
});

sample({
  clock: emulatorMutation.finished.success,
  fn: () => ({ type: 'success' as const, ns: 'app_content' as const, title: 'diagnostics.emulator.saved' }),
  target: notifyTranslatedFx,
});
