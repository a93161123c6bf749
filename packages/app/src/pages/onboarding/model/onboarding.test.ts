import type { GsbUser } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { pathAfterSignIn, readOnboarding } from '@/entities/onboarding';
import { $session } from '@/entities/session';
import { getPlatform } from '@/shared/api';
import { notifyTranslatedFx } from '@/shared/lib/notify';
import { emulatorForModelTests } from '@/shared/lib/test-session';
import {
  $finished,
  $progress,
  $saveFailed,
  $saving,
  $status,
  $stepIndex,
  $steps,
  backRequested,
  goalToggled,
  nextRequested,
  onboardingOpened,
  skipRequested,
  stepChosen,
  writeMutation,
} from './onboarding.ts';

const { signInAs } = emulatorForModelTests();

/** Signed in as `email`, whose record is made new: it has never started the onboarding. */
async function newAccount(email = 'free@example.com') {
  const auth = signInAs(email);
  const userId = auth.userId ?? '';
  await getPlatform().entity.save({ entityName: 'GsbUser', entity: { id: userId, onboarding: null } });
  return { auth, userId };
}

async function stored(userId: string) {
  const { entity } = await getPlatform().entity.get<GsbUser>({ entityName: 'GsbUser', entityId: userId });
  return entity?.onboarding ? (JSON.parse(entity.onboarding) as Record<string, unknown>) : null;
}

describe('onboarding', () => {
  it('starts a new account at the first screen, and every move is kept on the account', async () => {
    const { auth, userId } = await newAccount();
    expect(await pathAfterSignIn(userId)).toBe('/app/onboarding');
    const scope = fork({ values: [[$session, auth]] });
    await allSettled(onboardingOpened, { scope });
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($stepIndex)).toBe(0);
    // Not a caretaker: no first client.
    expect(scope.getState($steps)).not.toContain('firstClient');

    for (let step = 0; step < 3; step++) await allSettled(nextRequested, { scope });
    await allSettled(goalToggled, { scope, params: 'understandPatterns' });
    await allSettled(goalToggled, { scope, params: 'trackMoods' });
    await allSettled(goalToggled, { scope, params: 'understandPatterns' });
    expect(await stored(userId)).toEqual({ step: 'goals', goals: ['trackMoods'] });
    await allSettled(backRequested, { scope });
    expect(await stored(userId)).toMatchObject({ step: 'understand' });
    await allSettled(nextRequested, { scope });
    await allSettled(nextRequested, { scope });
    expect(await stored(userId)).toMatchObject({ step: 'preferences' });

    // Coming back (another device, a new session) continues where they were.
    const later = fork({ values: [[$session, auth]] });
    await allSettled(onboardingOpened, { scope: later });
    expect(later.getState($progress)).toEqual({ step: 'preferences', goals: ['trackMoods'] });
    expect(later.getState($steps)[later.getState($stepIndex)]).toBe('preferences');
    // The stepper goes back to a step seen, never ahead.
    await allSettled(stepChosen, { scope: later, params: 1 });
    expect(later.getState($progress)?.step).toBe('reflect');
    await allSettled(stepChosen, { scope: later, params: 6 });
    expect(later.getState($progress)?.step).toBe('reflect');
  });

  it('finishes on the last step, after which a sign-in lands on the dashboard; opened again it starts over, still finished', async () => {
    const { auth, userId } = await newAccount();
    const scope = fork({ values: [[$session, auth]] });
    await allSettled(onboardingOpened, { scope });
    const steps = scope.getState($steps);
    for (let step = 0; step < steps.length - 1; step++) await allSettled(nextRequested, { scope });
    expect(await pathAfterSignIn(userId)).toBe('/app/onboarding');
    await allSettled(nextRequested, { scope });
    expect(scope.getState($finished)).toBe(true);
    const kept = await readOnboarding(userId);
    expect(kept).toMatchObject({ step: 'consents', goals: [] });
    expect(kept?.finishedAt).toEqual(expect.any(String));
    expect(kept?.skipped).toBeUndefined();
    expect(await pathAfterSignIn(userId)).toBe('/app/dashboard');

    const again = fork({ values: [[$session, auth]] });
    await allSettled(onboardingOpened, { scope: again });
    expect(again.getState($stepIndex)).toBe(0);
    await allSettled(nextRequested, { scope: again });
    expect(await pathAfterSignIn(userId)).toBe('/app/dashboard');
  });

  it('"Skip for now" ends it anywhere and says it was skipped', async () => {
    const { auth, userId } = await newAccount();
    const scope = fork({ values: [[$session, auth]] });
    await allSettled(onboardingOpened, { scope });
    await allSettled(nextRequested, { scope });
    await allSettled(skipRequested, { scope });
    expect(scope.getState($finished)).toBe(true);
    expect(await readOnboarding(userId)).toMatchObject({ step: 'reflect', skipped: true });
    expect(await pathAfterSignIn(userId)).toBe('/app/dashboard');
  });

  it('writes one at a time, newest last: an earlier move never lands after the end', async () => {
    const { auth } = await newAccount();
    // A platform that answers the first write slowly and the others at once: writes made side by side
    // would land out of order.
    const landed: unknown[] = [];
    let calls = 0;
    const write = (params: { progress: unknown; ends: boolean }) =>
      new Promise<boolean>((resolve) =>
        setTimeout(
          () => {
            landed.push(params.progress);
            resolve(params.ends);
          },
          calls++ === 0 ? 30 : 0,
        ),
      );
    const scope = fork({ values: [[$session, auth]], handlers: [[writeMutation.__.executeFx, write]] });
    await allSettled(onboardingOpened, { scope });
    expect(scope.getState($saving)).toBe(false);
    const first = allSettled(nextRequested, { scope });
    // "Saving…" from the click until the last write is kept.
    expect(scope.getState($saving)).toBe(true);
    await Promise.all([
      first,
      allSettled(nextRequested, { scope }),
      allSettled(goalToggled, { scope, params: 'prepareForTherapy' }),
      allSettled(skipRequested, { scope }),
      // After the end, a move changes nothing.
      allSettled(nextRequested, { scope }),
    ]);
    expect(scope.getState($finished)).toBe(true);
    expect(scope.getState($saving)).toBe(false);
    // The first write, then the newest waiting one (the end); the moves in between were replaced.
    expect(landed).toHaveLength(2);
    expect(landed[0]).toEqual({ step: 'reflect', goals: [] });
    expect(landed[1]).toMatchObject({ step: 'understand', goals: ['prepareForTherapy'], skipped: true });
  });

  it('gives a caretaker (team plan) the first client as the last step', async () => {
    const { auth } = await newAccount('team@example.com');
    const scope = fork({ values: [[$session, auth]] });
    await allSettled(onboardingOpened, { scope });
    expect(scope.getState($steps).at(-1)).toBe('firstClient');
  });

  it('says when a move was not saved, and a failed finish stays on the page with a message', async () => {
    const { auth } = await newAccount();
    const notify = vi.fn();
    const scope = fork({
      values: [[$session, auth]],
      handlers: [
        [writeMutation.__.executeFx, () => Promise.reject(new Error('offline'))],
        [notifyTranslatedFx, (_: unknown, notification: unknown) => void notify(notification)],
      ],
    });
    await allSettled(onboardingOpened, { scope });
    await allSettled(nextRequested, { scope });
    expect(scope.getState($saveFailed)).toBe(true);
    // The page moves on all the same.
    expect(scope.getState($stepIndex)).toBe(1);
    await allSettled(skipRequested, { scope });
    expect(scope.getState($finished)).toBe(false);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ ns: 'onboarding', title: 'finishFailed' }));
  });

  it('lands a sign-in on the dashboard when the progress cannot be read, or there is no user id', async () => {
    signInAs('free@example.com');
    expect(await pathAfterSignIn(undefined)).toBe('/app/dashboard');
    expect(await pathAfterSignIn('no-such-user')).toBe('/app/dashboard');
    // The demo accounts have finished it.
    expect(await pathAfterSignIn(signInAs('premium@example.com').userId)).toBe('/app/dashboard');
  });
});
