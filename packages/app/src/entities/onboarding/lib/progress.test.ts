import { describe, expect, it } from 'vitest';
import {
  FRESH_PROGRESS,
  isOnboardingDue,
  ONBOARDING_STEPS,
  onboardingSteps,
  parseProgress,
  serializeProgress,
} from './progress.ts';

describe('onboarding progress', () => {
  it('reads what it wrote', () => {
    const progress = {
      step: 'checkIn' as const,
      goals: ['trackMoods' as const, 'prepareForTherapy' as const],
      finishedAt: '2026-11-28T09:00:00.000Z',
      skipped: true,
    };
    expect(parseProgress(serializeProgress(progress))).toEqual(progress);
    expect(parseProgress(serializeProgress(FRESH_PROGRESS))).toEqual(FRESH_PROGRESS);
  });

  it('has none for a record that never started, or whose text is not an object', () => {
    for (const text of [null, undefined, '', 'not json', '[]', '"notice"', '42', 'null'])
      expect(parseProgress(text)).toBeNull();
  });

  it('drops what it does not know: an unknown step starts over, unknown and repeated goals go, a bad date is unfinished', () => {
    expect(
      parseProgress(
        JSON.stringify({
          step: 'payment',
          goals: ['trackMoods', 'winTheLottery', 'trackMoods', 7],
          finishedAt: 'someday',
          skipped: true,
        }),
      ),
    ).toEqual({ step: 'notice', goals: ['trackMoods'] });
    expect(parseProgress(JSON.stringify({ step: 'goals', goals: 'trackMoods' }))).toEqual({
      step: 'goals',
      goals: [],
    });
  });

  it('is due until it is finished or skipped', () => {
    expect(isOnboardingDue(null)).toBe(true);
    expect(isOnboardingDue({ step: 'consents', goals: [] })).toBe(true);
    expect(isOnboardingDue({ step: 'consents', goals: [], finishedAt: '2026-11-28T09:00:00.000Z' })).toBe(
      false,
    );
  });

  it('asks for the first client only of those who manage clients', () => {
    expect(onboardingSteps(true)).toEqual(ONBOARDING_STEPS);
    expect(onboardingSteps(false)).not.toContain('firstClient');
    expect(onboardingSteps(false)).toHaveLength(ONBOARDING_STEPS.length - 1);
  });
});
