import type { AuthData } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $access } from './access.ts';
import { sessionRestored } from './session.ts';

const base: AuthData = {
  token: 't',
  expireDate: '2030-01-01T00:00:00Z',
  roles: ['user'],
  groups: [],
  subscription: 1,
};

async function accessOf(auth: Partial<AuthData> | null) {
  const scope = fork();
  await allSettled(sessionRestored, { scope, params: auth ? { ...base, ...auth } : null });
  return scope.getState($access);
}

describe('access', () => {
  it('gives a visitor nothing', async () => {
    expect(await accessOf(null)).toEqual({
      clientManagement: false,
      referrer: false,
      admin: false,
      upgrade: false,
      exportData: false,
      unlimitedHistory: false,
      aiInsights: false,
      clientInsights: false,
    });
  });

  it('gives export, the whole history and AI insights to paying tiers, not to the free one', async () => {
    expect(await accessOf({ subscription: 1 })).toMatchObject({
      exportData: false,
      unlimitedHistory: false,
      aiInsights: false,
    });
    expect(await accessOf({ subscription: 2 })).toMatchObject({
      exportData: true,
      unlimitedHistory: true,
      aiInsights: true,
    });
  });

  it('shows upgrade links on the free tier only', async () => {
    expect((await accessOf({ subscription: 1 })).upgrade).toBe(true);
    expect((await accessOf({ subscription: 2 })).upgrade).toBe(false);
  });

  it('gives client management and the clients overview to the team tier (and enterprise), not to premium or pro', async () => {
    expect((await accessOf({ subscription: 8 })).clientInsights).toBe(true);
    expect((await accessOf({ subscription: 4 })).clientInsights).toBe(false);
    expect((await accessOf({ subscription: 2 })).clientInsights).toBe(false);
    expect((await accessOf({ subscription: 8 })).clientManagement).toBe(true);
    expect((await accessOf({ subscription: 16 })).clientManagement).toBe(true);
    expect((await accessOf({ subscription: 4 })).clientManagement).toBe(false);
  });

  it('knows referrers by group and admins by role id', async () => {
    expect((await accessOf({ groups: ['cc9faf59-650d-4d73-ae7f-e0d52847598b'] })).referrer).toBe(true);
    expect((await accessOf({ roles: ['fa9a3018-3884-44a6-bca2-d83c106256be', 'user'] })).admin).toBe(true);
    expect((await accessOf({ groups: ['someone-else'] })).referrer).toBe(false);
  });
});
