import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $bannerShown,
  $consent,
  consentChosen,
  consentRead,
  consentReopened,
  readConsentFx,
  saveConsentFx,
} from './consent.ts';

describe('analytics consent', () => {
  it('shows the banner once the stored answer is read and there is none', async () => {
    const scope = fork({ handlers: [[readConsentFx, () => 'unknown']] });
    expect(scope.getState($bannerShown)).toBe(false);
    await allSettled(consentRead, { scope });
    expect(scope.getState($bannerShown)).toBe(true);
  });

  it('does not ask again a visitor who answered', async () => {
    const scope = fork({ handlers: [[readConsentFx, () => 'denied']] });
    await allSettled(consentRead, { scope });
    expect(scope.getState($consent)).toBe('denied');
    expect(scope.getState($bannerShown)).toBe(false);
  });

  it('keeps an answer and hides the banner; "Cookie settings" asks again', async () => {
    const save = vi.fn();
    const scope = fork({
      handlers: [
        [readConsentFx, () => 'unknown'],
        [saveConsentFx, save],
      ],
    });
    await allSettled(consentRead, { scope });
    await allSettled(consentChosen, { scope, params: 'granted' });
    expect(save).toHaveBeenCalledWith('granted');
    expect(scope.getState($consent)).toBe('granted');
    expect(scope.getState($bannerShown)).toBe(false);
    await allSettled(consentReopened, { scope });
    expect(scope.getState($bannerShown)).toBe(true);
    await allSettled(consentChosen, { scope, params: 'denied' });
    expect(scope.getState($consent)).toBe('denied');
    expect(scope.getState($bannerShown)).toBe(false);
  });
});
