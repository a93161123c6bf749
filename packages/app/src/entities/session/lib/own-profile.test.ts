import type { AuthData, GsbUser } from '@emotion-guru/platform-sdk';
import { describe, expect, it, vi } from 'vitest';
import { findOwnProfile, withProfile } from './own-profile.ts';

const auth: AuthData = {
  token: 't',
  expireDate: '2030-01-01T00:00:00.000Z',
  name: 'User',
  roles: [],
  groups: [],
};
const nora: GsbUser = { id: 'u-nora', name: 'Nora', email: 'nora@example.com' };

function entityApi(users: GsbUser[]) {
  return {
    get: vi.fn(({ entityId }: { entityId: string }) =>
      Promise.resolve({ entity: users.find((user) => user.id === entityId) ?? null }),
    ),
    query: vi.fn(() => Promise.resolve({ entities: users })),
  };
}

describe('findOwnProfile', () => {
  it('reads the record by id when the session knows the user', async () => {
    const api = entityApi([nora]);
    await expect(findOwnProfile(api as never, { ...auth, userId: 'u-nora' })).resolves.toEqual({
      userId: 'u-nora',
      name: 'Nora',
      email: 'nora@example.com',
      pictureUrl: undefined,
    });
    expect(api.query).not.toHaveBeenCalled();
  });

  it('otherwise takes the one GsbUser a non-admin can read: their own', async () => {
    const api = entityApi([nora]);
    await expect(findOwnProfile(api as never, auth)).resolves.toMatchObject({ userId: 'u-nora' });
    expect(api.query).toHaveBeenCalledWith(expect.objectContaining({ entityName: 'GsbUser', count: 2 }));
  });

  it('answers null when more than one user is readable (an admin) or none', async () => {
    await expect(findOwnProfile(entityApi([nora, { id: 'u-2' }]) as never, auth)).resolves.toBeNull();
    await expect(findOwnProfile(entityApi([]) as never, auth)).resolves.toBeNull();
  });
});

describe('withProfile', () => {
  it('fills the fields in and keeps the session’s where the profile has none', () => {
    expect(withProfile({ ...auth, email: 'old@example.com' }, { name: '', userId: 'u-1' })).toEqual({
      ...auth,
      email: 'old@example.com',
      userId: 'u-1',
    });
  });
});
