import { createMutation } from '@farfetched/core';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import {
  FRESH_PROGRESS,
  onboardingSteps,
  readOnboarding,
  writeOnboarding,
  type Goal,
  type OnboardingProgress,
} from '@/entities/onboarding';
import { $access, $currentUser, logoutFx } from '@/entities/session';
import { createRemoteQuery } from '@/shared/api';
import { notifyTranslatedFx } from '@/shared/lib/notify';

/** The page opened (also after a language change, which opens it again under the new path). */
export const onboardingOpened = createEvent();
export const nextRequested = createEvent();
export const backRequested = createEvent();
/** A completed step chosen in the stepper. */
export const stepChosen = createEvent<number>();
export const goalToggled = createEvent<Goal>();
/** "Skip for now": the onboarding ends here, and a sign-in does not bring it back. */
export const skipRequested = createEvent();

const readProgressFx = attach({
  source: $currentUser,
  effect: (user) => {
    if (!user) throw new Error('Not signed in');
    return readOnboarding(user.userId);
  },
});
export const progressQuery = createRemoteQuery({
  name: 'onboarding/progress',
  effect: readProgressFx,
  abortAll: logoutFx.finally,
});

/** One write of the progress: a move (step or goals), or the end (finished or skipped). */
interface ProgressWrite {
  progress: OnboardingProgress;
  ends: boolean;
}

/**
 * Writes the progress on the account, so that leaving and coming back (on any device) continues. Writes
 * go one at a time, newest last (see `$queued`): an earlier move can never land after the end.
 */
export const writeMutation = createMutation({
  name: 'onboarding/write',
  effect: attach({
    source: $currentUser,
    effect: async (user, { progress, ends }: ProgressWrite) => {
      if (!user) throw new Error('Not signed in');
      await writeOnboarding(user.userId, progress);
      return ends;
    },
  }),
});
const $writing = writeMutation.$pending;

/**
 * The progress as the page shows it: read once per session, then changed here and written as it changes.
 * A finished onboarding opened again starts from the first screen (and stays finished: a sign-in does not
 * bring it back).
 */
export const $progress = createStore<OnboardingProgress | null>(null)
  .on(progressQuery.finished.success, (current, { result }) => {
    if (current) return current;
    if (!result) return FRESH_PROGRESS;
    return result.finishedAt ? { ...result, step: FRESH_PROGRESS.step } : result;
  })
  .reset(logoutFx.finally);

export const $steps = $access.map((access) => onboardingSteps(access.clientManagement));
/** Where the person is; a step this account does not have (a caretaker who changed plans) is the last. */
export const $stepIndex = combine($progress, $steps, (progress, steps) => {
  const index = progress ? steps.indexOf(progress.step) : 0;
  return index === -1 ? steps.length - 1 : index;
});
export const $status = combine(
  $progress,
  progressQuery.$failed,
  (progress, failed): 'loading' | 'failed' | 'ready' => (progress ? 'ready' : failed ? 'failed' : 'loading'),
);

/** The write waiting for the one on its way; a newer move replaces a waiting move, never a waiting end. */
const $queued = createStore<ProgressWrite | null>(null).reset(logoutFx.finally);
/** A write is on its way or waiting: the page says "Saving…" until the progress is kept. */
export const $saving = combine(
  writeMutation.$pending,
  $queued,
  (pending, queued) => pending || queued !== null,
);
/** Finishing or skipping, from the click until the platform kept it (or refused it). */
export const $finishing = createStore(false).reset(logoutFx.finally);
/** The last move was not kept: the next one tries again, the page says so meanwhile. */
export const $saveFailed = createStore(false).reset(logoutFx.finally);
/** Set once the end is kept: the page goes to the dashboard. */
export const $finished = createStore(false).reset(onboardingOpened, logoutFx.finally);

sample({
  clock: onboardingOpened,
  source: $progress,
  filter: (progress) => progress === null,
  target: progressQuery.start,
});

const $position = combine({ progress: $progress, steps: $steps, index: $stepIndex, finishing: $finishing });
const finishedAt = () => new Date().toISOString();

/** Next or Back, with where the person was when they asked (one snapshot for both outcomes below). */
const stepped = sample({
  clock: [nextRequested.map(() => 1), backRequested.map(() => -1)],
  source: $position,
  filter: ({ progress, finishing }) => progress !== null && !finishing,
  fn: ({ progress, steps, index }, by) => ({ progress: progress as OnboardingProgress, steps, index, by }),
});
const moved = sample({
  clock: stepped,
  filter: ({ steps, index, by }) => index + by >= 0 && index + by < steps.length,
  fn: ({ progress, steps, index, by }): OnboardingProgress => ({
    ...progress,
    step: steps[index + by] ?? progress.step,
  }),
});
const chosen = sample({
  clock: stepChosen,
  source: $position,
  filter: ({ progress, finishing }, to) => progress !== null && !finishing && to >= 0,
  fn: ({ progress, steps, index }, to): OnboardingProgress => ({
    ...(progress as OnboardingProgress),
    // Only back to a step already seen (the stepper offers nothing else).
    step: steps[Math.min(to, index)] ?? FRESH_PROGRESS.step,
  }),
});
const toggled = sample({
  clock: goalToggled,
  source: { progress: $progress, finishing: $finishing },
  filter: ({ progress, finishing }) => progress !== null && !finishing,
  fn: ({ progress }, goal): OnboardingProgress => {
    const { goals } = progress as OnboardingProgress;
    return {
      ...(progress as OnboardingProgress),
      goals: goals.includes(goal) ? goals.filter((kept) => kept !== goal) : [...goals, goal],
    };
  },
});
$progress.on([moved, chosen, toggled], (_, progress) => progress);

// Next on the last step finishes; "Skip for now" finishes anywhere.
const finished = sample({
  clock: stepped,
  filter: ({ steps, index, by }) => by === 1 && index === steps.length - 1,
  fn: ({ progress }): OnboardingProgress => ({
    step: progress.step,
    goals: progress.goals,
    finishedAt: finishedAt(),
  }),
});
const skipped = sample({
  clock: skipRequested,
  source: { progress: $progress, finishing: $finishing },
  filter: ({ progress, finishing }) => progress !== null && !finishing,
  fn: ({ progress }): OnboardingProgress => ({
    ...(progress as OnboardingProgress),
    finishedAt: finishedAt(),
    skipped: true,
  }),
});
$finishing.on([finished, skipped], () => true);

const writeAsked = sample({
  clock: [
    sample({ clock: [moved, chosen, toggled], fn: (progress) => ({ progress, ends: false }) }),
    sample({ clock: [finished, skipped], fn: (progress) => ({ progress, ends: true }) }),
  ],
});
sample({ clock: writeAsked, filter: $writing.map((writing) => !writing), target: writeMutation.start });
$queued.on(sample({ clock: writeAsked, filter: $writing }), (queued, asked) =>
  queued?.ends ? queued : asked,
);
sample({
  clock: writeMutation.finished.finally,
  source: $queued,
  filter: (queued): queued is ProgressWrite => queued !== null,
  target: [writeMutation.start, $queued.reinit],
});

sample({
  clock: writeMutation.finished.failure,
  filter: ({ params }) => !params.ends,
  fn: () => true,
  target: $saveFailed,
});
$saveFailed.reset(writeMutation.finished.success);
sample({
  clock: writeMutation.finished.success,
  filter: ({ result }) => result,
  fn: () => true,
  target: $finished,
});
// The onboarding ended: the next opening reads it again (and starts over, still finished).
$progress.reset(sample({ clock: writeMutation.finished.success, filter: ({ result }) => result }));
$finishing.reset(writeMutation.finished.success.filter({ fn: ({ result }) => result }));

const endFailed = writeMutation.finished.failure.filter({ fn: ({ params }) => params.ends });
$finishing.reset(endFailed);
sample({
  clock: endFailed,
  fn: () => ({ type: 'error' as const, ns: 'onboarding' as const, title: 'finishFailed' }),
  target: notifyTranslatedFx,
});
