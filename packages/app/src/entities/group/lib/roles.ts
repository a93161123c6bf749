import type { GroupInvite, GroupRole } from '../model/types.ts';

/** Owners and moderators invite and moderate. */
export function canModerate(role: GroupRole): boolean {
  return role === 'owner' || role === 'moderator';
}

/** Whether an invite link can still be used at `now` (epoch ms). */
export function isInviteUsable(invite: GroupInvite, now: number): boolean {
  if (invite.revoked) return false;
  if (invite.expiresAt !== null && Date.parse(invite.expiresAt) <= now) return false;
  return invite.maxUses === null || invite.uses < invite.maxUses;
}

/** The emotion's name in the language, else English, else any. */
export function localizedName(name: Record<string, string> | string | null, language: string): string {
  if (name === null) return '';
  if (typeof name === 'string') return name;
  return name[language] ?? name['en-US'] ?? Object.values(name)[0] ?? '';
}

/** The public landing of an invite code: `landingPath` is `/groups/invite` in the language's form. */
export function inviteLink(origin: string, landingPath: string, code: string): string {
  return `${origin}${landingPath}?code=${encodeURIComponent(code)}`;
}
