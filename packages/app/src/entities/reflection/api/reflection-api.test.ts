import { describe, expect, it, vi } from 'vitest';
import { getReflectionRecord } from './reflection-api.ts';
import { PlatformHttpError } from '@emotion-guru/platform-sdk';

const { get } = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('@/shared/api', () => ({ getPlatform: () => ({ entity: { get } }) }));
const httpError = (status: number) => new PlatformHttpError(new Response('{}', { status }), '{}');

describe('getReflectionRecord', () => {
  it('asks for the reflection with its tags and loop', async () => {
    get.mockResolvedValue({ entity: { id: 'r-1' } });
    expect(await getReflectionRecord('r-1')).toEqual({ id: 'r-1' });
    expect(get).toHaveBeenCalledWith({
      entityName: 'VegReflection',
      entityId: 'r-1',
      includes: ['tags', 'loop'],
    });
  });

  it("answers null for no such reflection (404) and for another's (403)", async () => {
    get.mockRejectedValueOnce(httpError(404));
    expect(await getReflectionRecord('gone')).toBeNull();
    get.mockRejectedValueOnce(httpError(403));
    expect(await getReflectionRecord('theirs')).toBeNull();
  });

  it('lets other failures through (the page offers a retry)', async () => {
    get.mockRejectedValueOnce(httpError(503));
    await expect(getReflectionRecord('r-1')).rejects.toBeInstanceOf(PlatformHttpError);
  });
});
