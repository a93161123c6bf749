import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  $theme,
  applyThemeFx,
  persistThemeFx,
  themeChosen,
  themeInitialized,
  themeToggled,
} from './model.ts';

function scopeWithSpies() {
  const apply = vi.fn();
  const persist = vi.fn();
  const scope = fork({
    handlers: [
      [applyThemeFx, apply],
      [persistThemeFx, persist],
    ],
  });
  return { scope, apply, persist };
}

describe('theme model', () => {
  it('starts from the painted theme without writing it back to storage', async () => {
    const { scope, apply, persist } = scopeWithSpies();
    await allSettled(themeInitialized, { scope, params: 'dark' });
    expect(scope.getState($theme)).toBe('dark');
    expect(apply).toHaveBeenCalledWith('dark');
    expect(persist).not.toHaveBeenCalled();
  });

  it('toggles between light and dark, applying and remembering each choice', async () => {
    const { scope, apply, persist } = scopeWithSpies();
    await allSettled(themeToggled, { scope });
    expect(scope.getState($theme)).toBe('dark');
    await allSettled(themeToggled, { scope });
    expect(scope.getState($theme)).toBe('light');
    expect(apply.mock.calls).toEqual([['dark'], ['light']]);
    expect(persist.mock.calls).toEqual([['dark'], ['light']]);
  });

  it('takes an explicit choice', async () => {
    const { scope, persist } = scopeWithSpies();
    await allSettled(themeChosen, { scope, params: 'dark' });
    expect(scope.getState($theme)).toBe('dark');
    expect(persist).toHaveBeenCalledWith('dark');
  });
});
