import { attach, combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import {
  browserInstallEnvironment,
  captureInstallPrompt,
  clearPromptRecord,
  consumeDeferredInstallPrompt,
  deferredInstallPrompt,
  detectInstallState,
  INSTALL_PROMPT_DELAY_MS,
  isInstallable,
  onAppInstalled,
  onInstallPromptOffered,
  promptDue,
  readPromptRecord,
  writePromptRecord,
  type DeferredInstallPrompt,
  type InstallEnvironment,
  type InstallPlatform,
  type InstallState,
} from '@/shared/lib/install-state';
import { sessionStorageOrUndefined } from '@/shared/lib/browser';

/** What the install offer needs from the browser; tests pass their own. */
export interface InstallAppEnvironment {
  install: InstallEnvironment;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  now: () => number;
  wait: (ms: number) => Promise<void>;
  deferredPrompt: () => DeferredInstallPrompt | null;
  consumePrompt: () => DeferredInstallPrompt | null;
  onPromptOffered: (listener: () => void) => () => void;
  onInstalled: (listener: () => void) => () => void;
}

export async function browserInstallAppEnvironment(): Promise<InstallAppEnvironment | undefined> {
  const install = await browserInstallEnvironment();
  if (!install) return undefined;
  captureInstallPrompt();
  return {
    install,
    storage: sessionStorageOrUndefined(),
    now: () => Date.now(),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    deferredPrompt: deferredInstallPrompt,
    consumePrompt: consumeDeferredInstallPrompt,
    onPromptOffered: onInstallPromptOffered,
    onInstalled: onAppInstalled,
  };
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'manual';

/** The app area opened in a browser. */
export const installAppStarted = createEvent<InstallAppEnvironment>();
/** "Install" on the offer. */
export const installRequested = createEvent();
/** "Not now" on the offer: it stays away for an hour (this tab's session). */
export const installOfferDismissed = createEvent();
export const manualInstructionsClosed = createEvent();

const environmentSet = createEvent<InstallAppEnvironment>();
const promptOffered = createEvent();
const appInstalled = createEvent();

const $environment = createStore<InstallAppEnvironment | null>(null, { serialize: 'ignore' }).on(
  environmentSet,
  (_, environment) => environment,
);
export const $installState = createStore<InstallState | null>(null, { serialize: 'ignore' });
const $promptOffered = createStore(false, { serialize: 'ignore' });
const $offerScheduled = createStore(false, { serialize: 'ignore' });

export const $installable = combine(
  $installState,
  $promptOffered,
  $environment,
  (state, offered, environment) =>
    state !== null &&
    environment !== null &&
    isInstallable(state, {
      promptOffered: offered,
      serviceWorkerSupported: environment.install.serviceWorkerSupported,
    }),
);
export const $installOfferVisible = createStore(false, { serialize: 'ignore' });
/** The platform whose "add to home screen" steps are shown, when the browser offers no prompt. */
export const $manualInstructions = createStore<InstallPlatform | null>(null, { serialize: 'ignore' });
export const $installOutcome = createStore<InstallOutcome | null>(null, { serialize: 'ignore' });

const startFx = createEffect((environment: InstallAppEnvironment) => {
  environment.onPromptOffered(scopeBind(promptOffered, { safe: true }));
  environment.onInstalled(scopeBind(appInstalled, { safe: true }));
  return { state: detectInstallState(environment.install), offered: environment.deferredPrompt() !== null };
});

sample({
  clock: installAppStarted,
  filter: $environment.map((environment) => environment === null),
  target: environmentSet,
});
sample({ clock: environmentSet, target: startFx });
$installState.on(startFx.doneData, (_, { state }) => state);
$promptOffered.on(startFx.doneData, (_, { offered }) => offered).on(promptOffered, () => true);

const due = (environment: InstallAppEnvironment | null) =>
  environment !== null && promptDue(readPromptRecord(environment.storage), environment.now());

const waitFx = attach({
  source: $environment,
  effect: async (environment) => {
    await environment?.wait(INSTALL_PROMPT_DELAY_MS);
  },
});
const showOfferFx = attach({
  source: $environment,
  effect: (environment) => {
    if (environment) writePromptRecord(environment.storage, { timestamp: environment.now(), shown: true });
  },
});

// 3 s after the app becomes installable, once an hour at most.
sample({
  clock: $installable,
  source: { environment: $environment, scheduled: $offerScheduled },
  filter: ({ environment, scheduled }, installable) => installable && !scheduled && due(environment),
  target: waitFx,
});
$offerScheduled.on(waitFx, () => true).on(waitFx.finally, () => false);
sample({
  clock: waitFx.done,
  source: { environment: $environment, installable: $installable },
  filter: ({ environment, installable }) => installable && due(environment),
  target: showOfferFx,
});
$installOfferVisible
  .on(showOfferFx.done, () => true)
  .on([installOfferDismissed, installRequested, appInstalled], () => false);

/** The browser's own dialog when it offered one; otherwise the steps to install by hand (that counts as done). */
const promptFx = attach({
  source: $environment,
  effect: async (environment): Promise<InstallOutcome> => {
    const prompt = environment?.consumePrompt() ?? null;
    if (!prompt) return 'manual';
    await prompt.prompt();
    return (await prompt.userChoice).outcome;
  },
});
sample({ clock: installRequested, target: promptFx });
$promptOffered.on(promptFx, () => false);
$installOutcome.on(promptFx.doneData, (_, outcome) => outcome).on(promptFx.fail, () => 'manual');
sample({
  clock: [promptFx.doneData.filter({ fn: (outcome) => outcome === 'manual' }), promptFx.fail],
  source: $installState,
  fn: (state) => state?.platform ?? 'other',
  target: $manualInstructions,
});
$manualInstructions.reset(manualInstructionsClosed);

// Installed from this tab: the prompt's record is cleared and nothing is offered any more.
const clearRecordFx = attach({
  source: $environment,
  effect: (environment) => {
    clearPromptRecord(environment?.storage);
  },
});
sample({ clock: appInstalled, target: clearRecordFx });
$installState.on(appInstalled, (state) =>
  state ? { ...state, installed: true, via: 'install-event', confidence: 'high' } : state,
);
$promptOffered.on(appInstalled, () => false);
