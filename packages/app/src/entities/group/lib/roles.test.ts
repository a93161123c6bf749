import { describe, expect, it } from 'vitest';
import { canModerate, inviteLink, isInviteUsable, localizedName } from './roles.ts';

const invite = { id: 'i', code: 'c', expiresAt: null, maxUses: null, uses: 0, revoked: false, email: null };

describe('group rules', () => {
  it('owners and moderators moderate, members do not', () => {
    expect([canModerate('owner'), canModerate('moderator'), canModerate('member')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('an invite is usable until it is revoked, expired or used up', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    expect(isInviteUsable(invite, now)).toBe(true);
    expect(isInviteUsable({ ...invite, revoked: true }, now)).toBe(false);
    expect(isInviteUsable({ ...invite, expiresAt: '2026-11-20T11:59:59Z' }, now)).toBe(false);
    expect(isInviteUsable({ ...invite, expiresAt: '2026-11-21T00:00:00Z' }, now)).toBe(true);
    expect(isInviteUsable({ ...invite, maxUses: 2, uses: 2 }, now)).toBe(false);
  });

  it('names an emotion in the language, else English', () => {
    expect(localizedName({ 'en-US': 'Calm', 'tr-TR': 'Sakin' }, 'tr-TR')).toBe('Sakin');
    expect(localizedName({ 'en-US': 'Calm' }, 'tr-TR')).toBe('Calm');
    expect(localizedName(null, 'en-US')).toBe('');
  });

  it('links to the public landing in the language', () => {
    expect(inviteLink('https://x.app', '/tr/groups/invite', 'a b')).toBe(
      'https://x.app/tr/groups/invite?code=a%20b',
    );
  });
});
