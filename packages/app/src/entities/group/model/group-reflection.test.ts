import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, logoutFx } from '@/entities/session/@x/group';
import { testSession } from '@/shared/lib/test-session';
import { getGroupReflection } from '../api/group-api.ts';
import type { GroupReflectionThread } from './types.ts';
import {
  $groupReflection,
  $groupReflectionStatus,
  groupReflectionChanged,
  groupReflectionClosed,
  groupReflectionOpened,
} from './group-reflection.ts';

vi.mock('../api/group-api.ts', () => ({ getGroupReflection: vi.fn() }));

const load = vi.mocked(getGroupReflection);
const thread: GroupReflectionThread = {
  reflection: {
    id: 'gr-1',
    authorId: 'u-2',
    authorName: 'Selin',
    parts: ['emotions'],
    title: null,
    description: null,
    date: null,
    emotions: [],
    thoughts: null,
    sharedDate: null,
  },
  group: { id: 'g-1', name: 'Circle', myRole: 'member' },
  responses: [],
  reactions: [],
};

function scope() {
  return fork({
    values: [[$session, testSession({ userId: 'u-7' })]],
    handlers: [[logoutFx, () => undefined]],
  });
}

beforeEach(() => {
  load.mockReset().mockResolvedValue(thread);
});

describe('group reflection model', () => {
  it('loads the shared reflection for its page and reloads it after a change', async () => {
    const s = scope();
    await allSettled(groupReflectionOpened, { scope: s, params: 'gr-1' });
    expect(load).toHaveBeenCalledWith('gr-1', 'u-7');
    expect(s.getState($groupReflection)).toEqual(thread);
    expect(s.getState($groupReflectionStatus)).toBe('done');
    load.mockResolvedValue(null);
    await allSettled(groupReflectionChanged, { scope: s });
    // Unshared meanwhile: the page says it is gone.
    expect(s.getState($groupReflection)).toBeNull();
    expect(s.getState($groupReflectionStatus)).toBe('done');
  });

  it('forgets the thread when the page closes and on logout, and loads nothing without an open id', async () => {
    const s = scope();
    await allSettled(groupReflectionOpened, { scope: s, params: 'gr-1' });
    await allSettled(groupReflectionClosed, { scope: s });
    expect(s.getState($groupReflection)).toBeNull();
    load.mockClear();
    await allSettled(groupReflectionChanged, { scope: s });
    expect(load).not.toHaveBeenCalled();
    await allSettled(groupReflectionOpened, { scope: s, params: 'gr-1' });
    await allSettled(logoutFx, { scope: s, params: undefined });
    expect(s.getState($groupReflection)).toBeNull();
  });
});
