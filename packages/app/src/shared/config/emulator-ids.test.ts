import { ADMIN_ROLE_ID, REFERRER_GROUP_ID } from '@emotion-guru/mocks';
import { describe, expect, it } from 'vitest';
import { EMULATOR_ADMIN_ROLE_ID, EMULATOR_REFERRER_GROUP_ID } from './env.ts';

// The app's defaults must name the emulator's seeded role and group, or admins and referrers lose their menus.
describe('emulator ids', () => {
  it('match the emulator seed', () => {
    expect(EMULATOR_ADMIN_ROLE_ID).toBe(ADMIN_ROLE_ID);
    expect(EMULATOR_REFERRER_GROUP_ID).toBe(REFERRER_GROUP_ID);
  });
});
