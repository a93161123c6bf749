import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $hasUnsavedWork, $unsavedWork, unsavedWorkChanged } from './index.ts';

describe('unsaved work', () => {
  it('is there while any place reports it, once per place', async () => {
    const scope = fork();
    expect(scope.getState($hasUnsavedWork)).toBe(false);
    await allSettled(unsavedWorkChanged, { scope, params: { key: 'journal', unsaved: true } });
    await allSettled(unsavedWorkChanged, { scope, params: { key: 'journal', unsaved: true } });
    await allSettled(unsavedWorkChanged, { scope, params: { key: 'chat', unsaved: true } });
    expect(scope.getState($unsavedWork)).toEqual(['journal', 'chat']);
    await allSettled(unsavedWorkChanged, { scope, params: { key: 'journal', unsaved: false } });
    expect(scope.getState($hasUnsavedWork)).toBe(true);
    await allSettled(unsavedWorkChanged, { scope, params: { key: 'chat', unsaved: false } });
    await allSettled(unsavedWorkChanged, { scope, params: { key: 'wizard', unsaved: false } });
    expect(scope.getState($hasUnsavedWork)).toBe(false);
  });
});
