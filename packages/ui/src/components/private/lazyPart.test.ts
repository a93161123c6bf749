import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazyPart.ts';

describe('lazyPart', () => {
  it('loads once, however often asked, and tells its listeners when it has', async () => {
    const importer = vi.fn(() => Promise.resolve('menu'));
    const part = lazyPart(importer);
    const listener = vi.fn();
    part.subscribe(listener);
    expect(part.current()).toBeUndefined();
    await Promise.all([part.load(), part.load()]);
    expect(importer).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledOnce();
    expect(part.current()).toBe('menu');
  });

  it('tries again after a failed load (a lost connection), instead of failing for good', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('menu');
    const part = lazyPart(importer);
    await expect(part.load()).rejects.toThrow(TypeError);
    expect(part.current()).toBeUndefined();
    await expect(part.load()).resolves.toBe('menu');
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const part = lazyPart(() => Promise.resolve(1));
    const listener = vi.fn();
    const unsubscribe = part.subscribe(listener);
    unsubscribe();
    await part.load();
    expect(listener).not.toHaveBeenCalled();
  });
});
