import { describe, expect, it } from 'vitest';
import { safeCallbackPath } from './safe-callback.ts';

describe('safeCallbackPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeCallbackPath('/app/journal?page=2')).toBe('/app/journal?page=2');
    expect(safeCallbackPath('/tr/app/settings')).toBe('/tr/app/settings');
  });

  it.each(['https://evil.example', '//evil.example/x', '/\\evil.example', 'app/journal', '', 42, undefined])(
    'refuses %s',
    (callback) => {
      expect(safeCallbackPath(callback)).toBeUndefined();
    },
  );
});
