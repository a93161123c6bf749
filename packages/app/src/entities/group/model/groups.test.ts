import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, logoutFx } from '@/entities/session/@x/group';
import { testSession } from '@/shared/lib/test-session';
import { getGroupDetail, queryMyGroups } from '../api/group-api.ts';
import type { GroupDetail, GroupSummary } from './types.ts';
import { $group, $groups, $groupsStatus, groupChanged, groupOpened, groupsOpened } from './groups.ts';

vi.mock('../api/group-api.ts', () => ({ queryMyGroups: vi.fn(), getGroupDetail: vi.fn() }));

const list = vi.mocked(queryMyGroups);
const detail = vi.mocked(getGroupDetail);
const summary: GroupSummary = {
  id: 'g-1',
  name: 'Circle',
  description: '',
  color: null,
  memberCount: 2,
  lastActivity: null,
  myRole: 'owner',
};
const full: GroupDetail = { group: summary, members: [], reflections: [], invites: [] };

function scope() {
  return fork({
    values: [[$session, testSession({ userId: 'u-7' })]],
    handlers: [[logoutFx, () => undefined]],
  });
}

beforeEach(() => {
  list.mockReset().mockResolvedValue([summary]);
  detail.mockReset().mockResolvedValue(full);
});

describe('groups model', () => {
  it("loads the signed-in user's groups when the page opens", async () => {
    const s = scope();
    await allSettled(groupsOpened, { scope: s });
    expect(list).toHaveBeenCalledWith('u-7');
    expect(s.getState($groups)).toEqual([summary]);
    expect(s.getState($groupsStatus)).toBe('done');
  });

  it('loads one group for its page, reloads it after a change, and forgets it on logout', async () => {
    const s = scope();
    await allSettled(groupOpened, { scope: s, params: 'g-1' });
    expect(detail).toHaveBeenCalledWith('g-1', 'u-7');
    expect(s.getState($group)).toEqual(full);
    detail.mockResolvedValue(null);
    await allSettled(groupChanged, { scope: s });
    // Removed meanwhile: the page says "not available".
    expect(s.getState($group)).toBeNull();
    await allSettled(logoutFx, { scope: s, params: undefined });
    expect(s.getState($groups)).toEqual([]);
  });
});
