/**
 * The workflow functions of groups: `groupOps { op, … }` (signed in) changes groups, memberships,
 * invites, shared reflections and responses; `groupInvitePreview { code }` (signed out too) tells what an
 * invite code leads to. The group entities are not writable through /api/entity (access/groups.ts), so
 * these are the only way in, and every operation checks the caller's role here:
 *
 * - anyone signed in: `createGroup`, `joinByCode`;
 * - members: `leaveGroup`, `shareReflection` (one of their own, not private, reflections, copying only the
 *   chosen parts), `postReflection` (a reflection written for the group only, never in their own
 *   reflections), `respond`, `react`, `reportResponse`, `unshareReflection` and `removeResponse` on their own;
 * - moderators and owners: `createInvite`, `revokeInvite`, `unshareReflection` and `removeResponse` on any,
 *   `removeMember` (moderators: plain members only);
 * - owners: `updateGroup`, `setRole`, `deleteGroup`.
 *
 * A refusal is an HttpError (403 not allowed, 404 unknown or not visible, 400 invalid input). An invite
 * code that cannot be used is not an error: the answer's `status` says why (`expired`, `usedUp`,
 * `revoked`, `unknown`), so the app can explain it.
 */
import { EMULATOR_MESSAGES, HttpError, type CallContext } from '../handlers/context.ts';
import { str } from '../handlers/body.ts';
import { EMOTION_LEVELS } from '../access/emotions.ts';
import { manages, memberIdFor, roleIn, type GroupRole } from '../access/groups.ts';
import { canRead } from '../access/rules.ts';
import type { Row } from '../query/types.ts';

const DAY = 24 * 60 * 60 * 1000;

/** How long an invite link works. */
export const INVITE_EXPIRY = { '1d': DAY, '7d': 7 * DAY, never: null } as const;
export type InviteExpiry = keyof typeof INVITE_EXPIRY;

/** The three reactions a member may leave on a shared reflection. */
export const GROUP_REACTIONS = ['relate', 'support', 'thanks'] as const;
/** The parts of a reflection that can be shared. */
export const SHAREABLE_PARTS = ['event', 'emotions', 'thoughts'] as const;
type Part = (typeof SHAREABLE_PARTS)[number];

export const GROUP_LIMITS = {
  name: 80,
  description: 500,
  response: 2000,
  maxUses: 1000,
  /** A reflection written for the group: its title, and each of its description and thoughts. */
  postTitle: 200,
  postText: 5000,
  postEmotions: 20,
} as const;

export type InviteStatus = 'valid' | 'expired' | 'usedUp' | 'revoked' | 'unknown';

/** The texts of the 400 and 403 answers. */
export const GROUP_MESSAGES = {
  UNKNOWN_OP: 'Unknown group operation',
  NAME_REQUIRED: 'A group needs a name',
  TOO_LONG: 'The text is too long',
  INVALID_COLOR: 'color must be a #rrggbb colour',
  INVALID_EXPIRY: "expiresIn must be '1d', '7d' or 'never'",
  INVALID_MAX_USES: 'maxUses must be a whole number from 1 to 1000',
  INVALID_ROLE: "role must be 'moderator' or 'member'",
  INVALID_PARTS: "parts must name at least one of 'event', 'emotions', 'thoughts'",
  INVALID_REACTION: "reaction must be 'relate', 'support' or 'thanks'",
  RESPONSE_REQUIRED: 'A response needs some text',
  NOT_YOUR_REFLECTION: 'Only your own reflections can be shared',
  PRIVATE_REFLECTION: 'A private reflection cannot be shared',
  SEALED_PART: 'An encrypted part can be shared only after it is opened on this device',
  OWNER_ROLE: 'The owner keeps their role',
  INVALID_EMAIL: 'email must be an e-mail address',
  POST_EMPTY: 'A reflection for the group needs a title, a description, thoughts or an emotion',
  INVALID_DATE: 'date must be an ISO date',
  INVALID_POST_EMOTIONS: 'emotions must be a list of at most 20 { emotionId, level }',
  INVALID_LEVEL: 'level must be 1 (Low), 2 (Medium) or 4 (High)',
  UNKNOWN_EMOTION: 'emotionId must be a word of the emotion catalogue or one of your own words',
} as const;

const COLOR = /^#[0-9a-f]{6}$/i;
const SEALED = /^eg[0-9]+\.\S*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function iso(ctx: CallContext): string {
  return new Date(ctx.now).toISOString();
}

function write(ctx: CallContext, entity: string, input: Row, existing?: Row, id?: string): Row {
  const options = { actorId: ctx.actor.userId, now: iso(ctx), ...(id === undefined ? {} : { id }) };
  return existing === undefined
    ? ctx.db.insert(ctx.tenant, entity, input, options)
    : ctx.db.update(ctx.tenant, entity, existing, input, options);
}

function lookup(ctx: CallContext) {
  return (entity: string, id: string): Row | undefined => ctx.db.row(ctx.tenant, entity, id);
}

function me(ctx: CallContext): string {
  const userId = ctx.actor.userId;
  if (userId === undefined) throw new HttpError(401, EMULATOR_MESSAGES.AUTH_REQUIRED);
  return userId;
}

function myName(ctx: CallContext): string {
  const user = ctx.db.row(ctx.tenant, 'GsbUser', me(ctx));
  if (typeof user?.name === 'string' && user.name.length > 0) return user.name;
  return typeof user?.email === 'string' ? user.email : '';
}

function rowOf(ctx: CallContext, entity: string, id: string | undefined): Row {
  const row = id === undefined ? undefined : ctx.db.row(ctx.tenant, entity, id);
  if (row === undefined) throw new HttpError(404, EMULATOR_MESSAGES.NOT_FOUND);
  return row;
}

/** The group and the caller's role in it; a group the caller is not in is 404, as if it did not exist. */
function groupFor(ctx: CallContext, groupId: string | undefined): { group: Row; role: GroupRole } {
  const group = rowOf(ctx, 'VegGroup', groupId);
  const role = roleIn(ctx.actor, group.id, lookup(ctx));
  if (role === undefined) {
    if (ctx.actor.isAdmin) return { group, role: 'owner' };
    throw new HttpError(404, EMULATOR_MESSAGES.NOT_FOUND);
  }
  return { group, role };
}

function forbidden(): never {
  throw new HttpError(403, EMULATOR_MESSAGES.FORBIDDEN);
}

function text(params: Row, key: string, limit: number): string | undefined {
  const value = params[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new HttpError(400, GROUP_MESSAGES.TOO_LONG);
  const trimmed = value.trim();
  if (trimmed.length > limit) throw new HttpError(400, GROUP_MESSAGES.TOO_LONG);
  return trimmed;
}

/** A trimmed text, or null when missing or blank. */
function filledText(params: Row, key: string, limit: number): string | null {
  const value = text(params, key, limit);
  return value === undefined || value.length === 0 ? null : value;
}

function color(params: Row): string | null | undefined {
  const value = params.color;
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || !COLOR.test(value)) throw new HttpError(400, GROUP_MESSAGES.INVALID_COLOR);
  return value.toLowerCase();
}

function touch(ctx: CallContext, group: Row): void {
  write(ctx, 'VegGroup', { lastActivityDate: iso(ctx) }, group);
}

function members(ctx: CallContext, groupId: unknown): Row[] {
  return ctx.db.rows(ctx.tenant, 'VegGroupMember').filter((m) => m.group_id === groupId);
}

function addMember(ctx: CallContext, group: Row, userId: string, role: GroupRole, name: string): Row {
  const member = write(
    ctx,
    'VegGroupMember',
    { group_id: group.id, userId, name, role, joinedDate: iso(ctx) },
    undefined,
    memberIdFor(String(group.id), userId),
  );
  write(ctx, 'VegGroup', { memberCount: members(ctx, group.id).length, lastActivityDate: iso(ctx) }, group);
  return member;
}

/** Removes a membership and everything the member's access hung on: nothing else to revoke. */
function dropMember(ctx: CallContext, group: Row, member: Row): void {
  ctx.db.remove(ctx.tenant, 'VegGroupMember', String(member.id));
  const current = rowOf(ctx, 'VegGroup', String(group.id));
  write(ctx, 'VegGroup', { memberCount: members(ctx, group.id).length }, current);
}

function deleteWhere(ctx: CallContext, entity: string, match: (row: Row) => boolean): void {
  for (const row of ctx.db.rows(ctx.tenant, entity))
    if (match(row)) ctx.db.remove(ctx.tenant, entity, String(row.id));
}

function deleteGroupRows(ctx: CallContext, groupId: unknown): void {
  for (const entity of ['VegGroupResponse', 'VegGroupReflection', 'VegGroupInvite', 'VegGroupMember'])
    deleteWhere(ctx, entity, (row) => row.group_id === groupId);
  ctx.db.remove(ctx.tenant, 'VegGroup', String(groupId));
}

export function inviteStatus(invite: Row | undefined, now: number): InviteStatus {
  if (invite === undefined) return 'unknown';
  if (invite.revoked === true) return 'revoked';
  if (typeof invite.expiresAt === 'string' && Date.parse(invite.expiresAt) <= now) return 'expired';
  if (typeof invite.maxUses === 'number' && Number(invite.uses ?? 0) >= invite.maxUses) return 'usedUp';
  return 'valid';
}

function inviteByCode(ctx: CallContext, code: string | undefined): Row | undefined {
  if (code === undefined || code.length === 0) return undefined;
  return ctx.db.rows(ctx.tenant, 'VegGroupInvite').find((invite) => invite.code === code);
}

function inviteAnswer(invite: Row): Row {
  return {
    id: invite.id,
    group_id: invite.group_id,
    code: invite.code,
    expiresAt: invite.expiresAt ?? null,
    maxUses: invite.maxUses ?? null,
    uses: invite.uses ?? 0,
    revoked: invite.revoked === true,
    email: invite.email ?? null,
    inviterName: invite.inviterName,
    createDate: invite.createDate,
  };
}

function newInvite(ctx: CallContext, group: Row, params: Row): Row {
  const expiresIn = str(params, 'expiresIn') ?? '7d';
  if (!Object.hasOwn(INVITE_EXPIRY, expiresIn)) throw new HttpError(400, GROUP_MESSAGES.INVALID_EXPIRY);
  const lifetime = INVITE_EXPIRY[expiresIn as InviteExpiry];
  const maxUses = params.maxUses ?? null;
  if (
    maxUses !== null &&
    (typeof maxUses !== 'number' ||
      !Number.isInteger(maxUses) ||
      maxUses < 1 ||
      maxUses > GROUP_LIMITS.maxUses)
  )
    throw new HttpError(400, GROUP_MESSAGES.INVALID_MAX_USES);
  return write(ctx, 'VegGroupInvite', {
    group_id: group.id,
    code: ctx.db.random.token(20),
    expiresAt: lifetime === null ? null : new Date(ctx.now + lifetime).toISOString(),
    maxUses,
    uses: 0,
    revoked: false,
    inviterName: myName(ctx),
  });
}

/** The emotion words of a reflection with their names, so members need not read the author's words. */
function sharedEmotions(ctx: CallContext, reflection: Row): Row[] {
  const list = Array.isArray(reflection.emotions) ? (reflection.emotions as unknown[]) : [];
  return list.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { emotion_id: emotionId, level } = item as Row;
    if (typeof emotionId !== 'string') return [];
    return [emotionRow(emotionId, level, ctx.db.row(ctx.tenant, 'VegEmotion', emotionId))];
  });
}

/** An emotion as a group shows it: its word's names and coordinates, copied from the catalogue. */
function emotionRow(emotionId: string, level: unknown, emotion: Row | undefined): Row {
  return {
    emotion_id: emotionId,
    level: level ?? null,
    name: emotion?.name ?? null,
    family: emotion?.family ?? null,
    pleasantness: emotion?.pleasantness ?? null,
    energy: emotion?.energy ?? null,
  };
}

/** One emotion described as `sharedEmotions` does: its names and coordinates, copied from the catalogue. */
function describedEmotion(ctx: CallContext, emotionId: string, level: unknown): Row {
  const emotion = ctx.db.row(ctx.tenant, 'VegEmotion', emotionId);
  // A word the caller cannot read (another person's own word) is as unknown as one that does not exist.
  if (emotion === undefined || !canRead(ctx.actor, 'VegEmotion', emotion, lookup(ctx)))
    throw new HttpError(400, GROUP_MESSAGES.UNKNOWN_EMOTION, { emotionId });
  return emotionRow(emotionId, level, emotion);
}

/** The emotions of a reflection written for the group: `[{ emotionId, level? }]`, each once. */
function postedEmotions(ctx: CallContext, params: Row): Row[] {
  const raw = params.emotions;
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.length > GROUP_LIMITS.postEmotions)
    throw new HttpError(400, GROUP_MESSAGES.INVALID_POST_EMOTIONS);
  const seen = new Set<string>();
  const described: Row[] = [];
  for (const item of raw as unknown[]) {
    const { emotionId, level } = typeof item === 'object' && item !== null ? (item as Row) : {};
    if (typeof emotionId !== 'string' || emotionId.length === 0)
      throw new HttpError(400, GROUP_MESSAGES.INVALID_POST_EMOTIONS);
    if (level !== undefined && level !== null && !EMOTION_LEVELS.has(level))
      throw new HttpError(400, GROUP_MESSAGES.INVALID_LEVEL);
    if (seen.has(emotionId)) continue;
    seen.add(emotionId);
    described.push(describedEmotion(ctx, emotionId, level));
  }
  return described;
}

/** The event's date as ISO; now when none is given. */
function postedDate(ctx: CallContext, params: Row): string {
  const value = params.date;
  if (value === undefined || value === null || value === '') return iso(ctx);
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) throw new HttpError(400, GROUP_MESSAGES.INVALID_DATE);
  return new Date(time).toISOString();
}

function partsOf(params: Row): Set<Part> {
  const raw = params.parts;
  if (!Array.isArray(raw)) throw new HttpError(400, GROUP_MESSAGES.INVALID_PARTS);
  const parts = new Set<Part>();
  for (const item of raw as unknown[]) {
    const part = SHAREABLE_PARTS.find((p) => p === item);
    if (part === undefined) throw new HttpError(400, GROUP_MESSAGES.INVALID_PARTS);
    parts.add(part);
  }
  if (parts.size === 0) throw new HttpError(400, GROUP_MESSAGES.INVALID_PARTS);
  return parts;
}

/** A text part to share: the opened text the app sends for a sealed field, else the stored one. */
function sharedText(stored: unknown, opened: unknown): string | null {
  if (typeof opened === 'string') {
    if (SEALED.test(opened)) throw new HttpError(400, GROUP_MESSAGES.SEALED_PART);
    return opened.trim();
  }
  if (typeof stored !== 'string' || stored.length === 0) return null;
  if (SEALED.test(stored)) throw new HttpError(400, GROUP_MESSAGES.SEALED_PART);
  return stored;
}

/** Whose reflection this is: its author, or the user of the client it belongs to. */
function ownsReflection(ctx: CallContext, reflection: Row): boolean {
  const userId = me(ctx);
  const client =
    typeof reflection.client_id === 'string'
      ? ctx.db.row(ctx.tenant, 'VegClient', reflection.client_id)
      : undefined;
  if (client?.user_id === userId) return true;
  // A profile without an account of its own (a caretaker's client) is not the caretaker's to share.
  return reflection.createdBy_id === userId && (client === undefined || client.user_id === userId);
}

type Op = (ctx: CallContext, params: Row) => Row;

const ops: Record<string, Op> = {
  createGroup(ctx, params) {
    const userId = me(ctx);
    const name = text(params, 'name', GROUP_LIMITS.name);
    if (name === undefined || name.length === 0) throw new HttpError(400, GROUP_MESSAGES.NAME_REQUIRED);
    const group = write(ctx, 'VegGroup', {
      name,
      description: text(params, 'description', GROUP_LIMITS.description) ?? '',
      color: color(params) ?? null,
      memberCount: 0,
      lastActivityDate: iso(ctx),
    });
    addMember(ctx, group, userId, 'owner', myName(ctx));
    return { success: true, group: rowOf(ctx, 'VegGroup', String(group.id)) };
  },

  updateGroup(ctx, params) {
    const { group, role } = groupFor(ctx, str(params, 'groupId'));
    if (role !== 'owner') forbidden();
    const input: Row = {};
    if (params.name !== undefined) {
      const name = text(params, 'name', GROUP_LIMITS.name);
      if (name === undefined || name.length === 0) throw new HttpError(400, GROUP_MESSAGES.NAME_REQUIRED);
      input.name = name;
    }
    if (params.description !== undefined)
      input.description = text(params, 'description', GROUP_LIMITS.description) ?? '';
    const newColor = color(params);
    if (newColor !== undefined) input.color = newColor;
    return { success: true, group: write(ctx, 'VegGroup', input, group) };
  },

  deleteGroup(ctx, params) {
    const { group, role } = groupFor(ctx, str(params, 'groupId'));
    if (role !== 'owner') forbidden();
    deleteGroupRows(ctx, group.id);
    return { success: true };
  },

  leaveGroup(ctx, params) {
    const userId = me(ctx);
    const { group, role } = groupFor(ctx, str(params, 'groupId'));
    const mine = ctx.db.row(ctx.tenant, 'VegGroupMember', memberIdFor(String(group.id), userId));
    if (mine === undefined) forbidden();
    const others = members(ctx, group.id)
      .filter((m) => m.userId !== userId)
      .sort((a, b) => String(a.joinedDate).localeCompare(String(b.joinedDate)));
    if (others.length === 0) {
      // The last one out closes the group: nobody could ever read it again.
      deleteGroupRows(ctx, group.id);
      return { success: true, groupDeleted: true };
    }
    if (role === 'owner' && !others.some((m) => m.role === 'owner')) {
      const heir = others.find((m) => m.role === 'moderator') ?? others[0];
      if (heir !== undefined) write(ctx, 'VegGroupMember', { role: 'owner' }, heir);
    }
    dropMember(ctx, group, mine);
    return { success: true, groupDeleted: false };
  },

  removeMember(ctx, params) {
    const { group, role } = groupFor(ctx, str(params, 'groupId'));
    const userId = str(params, 'userId');
    const member =
      userId === undefined
        ? undefined
        : ctx.db.row(ctx.tenant, 'VegGroupMember', memberIdFor(String(group.id), userId));
    if (member === undefined) throw new HttpError(404, EMULATOR_MESSAGES.NOT_FOUND);
    const allowed =
      role === 'owner' ? member.role !== 'owner' : role === 'moderator' && member.role === 'member';
    if (!allowed) forbidden();
    dropMember(ctx, group, member);
    return { success: true };
  },

  setRole(ctx, params) {
    const { group, role } = groupFor(ctx, str(params, 'groupId'));
    if (role !== 'owner') forbidden();
    const newRole = str(params, 'role');
    if (newRole !== 'moderator' && newRole !== 'member')
      throw new HttpError(400, GROUP_MESSAGES.INVALID_ROLE);
    const userId = str(params, 'userId');
    const member =
      userId === undefined
        ? undefined
        : ctx.db.row(ctx.tenant, 'VegGroupMember', memberIdFor(String(group.id), userId));
    if (member === undefined) throw new HttpError(404, EMULATOR_MESSAGES.NOT_FOUND);
    if (member.role === 'owner') throw new HttpError(400, GROUP_MESSAGES.OWNER_ROLE);
    return { success: true, member: write(ctx, 'VegGroupMember', { role: newRole }, member) };
  },

  createInvite(ctx, params) {
    const { group, role } = groupFor(ctx, str(params, 'groupId'));
    if (!manages(role)) forbidden();
    return { success: true, invite: inviteAnswer(newInvite(ctx, group, params)) };
  },

  inviteByEmail(ctx, params) {
    const { group, role } = groupFor(ctx, str(params, 'groupId'));
    if (!manages(role)) forbidden();
    const email = str(params, 'email')?.trim() ?? '';
    if (!EMAIL.test(email)) throw new HttpError(400, GROUP_MESSAGES.INVALID_EMAIL);
    const invite = newInvite(ctx, group, { ...params, maxUses: 1 });
    write(ctx, 'VegGroupInvite', { email }, invite);
    const link = `${ctx.appOrigin}/groups/invite?code=${encodeURIComponent(String(invite.code))}`;
    const inviter = myName(ctx);
    const name = String(group.name);
    ctx.state.mailbox.push({
      id: ctx.db.random.uuid(),
      tenantCode: ctx.tenant.code,
      to: email,
      subject: `${inviter} invited you to ${name} on Emotion Guru`,
      text: `Hi,\n\n${inviter} invited you to join the group "${name}" on Emotion Guru. Open this link to see the group and join it:\n\n${link}\n\nIf you do not want to join, ignore this message.`,
      html: `<p>Hi,</p><p>${inviter} invited you to join the group “${name}” on Emotion Guru. <a href="${link}">See the group and join it</a>.</p><p>If you do not want to join, ignore this message.</p>`,
      link,
      sentAt: iso(ctx),
    });
    return { success: true, invite: inviteAnswer(rowOf(ctx, 'VegGroupInvite', String(invite.id))) };
  },

  revokeInvite(ctx, params) {
    const invite = rowOf(ctx, 'VegGroupInvite', str(params, 'inviteId'));
    const { role } = groupFor(ctx, String(invite.group_id));
    if (!manages(role)) throw new HttpError(404, EMULATOR_MESSAGES.NOT_FOUND);
    return { success: true, invite: inviteAnswer(write(ctx, 'VegGroupInvite', { revoked: true }, invite)) };
  },

  joinByCode(ctx, params) {
    const userId = me(ctx);
    const invite = inviteByCode(ctx, str(params, 'code'));
    const group =
      invite === undefined ? undefined : ctx.db.row(ctx.tenant, 'VegGroup', String(invite.group_id));
    if (invite === undefined || group === undefined) return { success: false, status: 'unknown' };
    // Joining twice is harmless: a member is told so, and the invite is not used up by it.
    if (ctx.db.row(ctx.tenant, 'VegGroupMember', memberIdFor(String(group.id), userId)) !== undefined)
      return { success: true, status: 'joined', groupId: group.id, alreadyMember: true };
    const status = inviteStatus(invite, ctx.now);
    if (status !== 'valid') return { success: false, status };
    addMember(ctx, group, userId, 'member', myName(ctx));
    write(ctx, 'VegGroupInvite', { uses: Number(invite.uses ?? 0) + 1 }, invite);
    return { success: true, status: 'joined', groupId: group.id, alreadyMember: false };
  },

  shareReflection(ctx, params) {
    const { group } = groupFor(ctx, str(params, 'groupId'));
    const parts = partsOf(params);
    const reflection = ctx.db.row(ctx.tenant, 'VegReflection', str(params, 'reflectionId') ?? '');
    if (reflection === undefined || !canRead(ctx.actor, 'VegReflection', reflection, lookup(ctx)))
      throw new HttpError(404, EMULATOR_MESSAGES.NOT_FOUND);
    if (!ownsReflection(ctx, reflection)) throw new HttpError(403, GROUP_MESSAGES.NOT_YOUR_REFLECTION);
    if (reflection.private === true) throw new HttpError(400, GROUP_MESSAGES.PRIVATE_REFLECTION);
    const opened = typeof params.opened === 'object' && params.opened !== null ? (params.opened as Row) : {};
    const event = parts.has('event');
    const shared = write(ctx, 'VegGroupReflection', {
      group_id: group.id,
      authorId: me(ctx),
      authorName: myName(ctx),
      sourceId: reflection.id,
      parts: [...parts],
      title: event ? sharedText(reflection.title, opened.title) : null,
      description: event ? sharedText(reflection.description, opened.description) : null,
      date: event ? (reflection.date ?? null) : null,
      emotions: parts.has('emotions') ? sharedEmotions(ctx, reflection) : null,
      thoughts: parts.has('thoughts') ? sharedText(reflection.thoughts, opened.thoughts) : null,
      sharedDate: iso(ctx),
    });
    touch(ctx, group);
    return { success: true, groupReflection: shared };
  },

  postReflection(ctx, params) {
    const { group } = groupFor(ctx, str(params, 'groupId'));
    const title = filledText(params, 'title', GROUP_LIMITS.postTitle);
    const description = filledText(params, 'description', GROUP_LIMITS.postText);
    const thoughts = filledText(params, 'thoughts', GROUP_LIMITS.postText);
    const emotions = postedEmotions(ctx, params);
    const parts: Part[] = [];
    if (title !== null || description !== null) parts.push('event');
    if (emotions.length > 0) parts.push('emotions');
    if (thoughts !== null) parts.push('thoughts');
    if (parts.length === 0) throw new HttpError(400, GROUP_MESSAGES.POST_EMPTY);
    const posted = write(ctx, 'VegGroupReflection', {
      group_id: group.id,
      authorId: me(ctx),
      authorName: myName(ctx),
      // Written for the group: there is no reflection of the author's behind it.
      sourceId: null,
      parts,
      title,
      description,
      date: postedDate(ctx, params),
      emotions: emotions.length > 0 ? emotions : null,
      thoughts,
      sharedDate: iso(ctx),
    });
    touch(ctx, group);
    return { success: true, groupReflection: posted };
  },

  unshareReflection(ctx, params) {
    const shared = rowOf(ctx, 'VegGroupReflection', str(params, 'groupReflectionId'));
    const { role } = groupFor(ctx, String(shared.group_id));
    if (shared.authorId !== ctx.actor.userId && !manages(role)) forbidden();
    deleteWhere(ctx, 'VegGroupResponse', (row) => row.groupReflection_id === shared.id);
    ctx.db.remove(ctx.tenant, 'VegGroupReflection', String(shared.id));
    return { success: true };
  },

  respond(ctx, params) {
    const shared = rowOf(ctx, 'VegGroupReflection', str(params, 'groupReflectionId'));
    const { group } = groupFor(ctx, String(shared.group_id));
    const body = text(params, 'text', GROUP_LIMITS.response);
    if (body === undefined || body.length === 0) throw new HttpError(400, GROUP_MESSAGES.RESPONSE_REQUIRED);
    const response = write(ctx, 'VegGroupResponse', {
      group_id: group.id,
      groupReflection_id: shared.id,
      authorId: me(ctx),
      authorName: myName(ctx),
      text: body,
      reaction: null,
      reported: false,
    });
    touch(ctx, group);
    return { success: true, response };
  },

  react(ctx, params) {
    const userId = me(ctx);
    const shared = rowOf(ctx, 'VegGroupReflection', str(params, 'groupReflectionId'));
    const { group } = groupFor(ctx, String(shared.group_id));
    const reaction = GROUP_REACTIONS.find((r) => r === params.reaction);
    if (reaction === undefined) throw new HttpError(400, GROUP_MESSAGES.INVALID_REACTION);
    // A reaction is a toggle: the same member's same reaction again takes it back.
    const existing = ctx.db
      .rows(ctx.tenant, 'VegGroupResponse')
      .find((r) => r.groupReflection_id === shared.id && r.authorId === userId && r.reaction === reaction);
    if (existing !== undefined) {
      ctx.db.remove(ctx.tenant, 'VegGroupResponse', String(existing.id));
      return { success: true, reacted: false };
    }
    write(ctx, 'VegGroupResponse', {
      group_id: group.id,
      groupReflection_id: shared.id,
      authorId: userId,
      authorName: myName(ctx),
      text: null,
      reaction,
      reported: false,
    });
    return { success: true, reacted: true };
  },

  removeResponse(ctx, params) {
    const response = rowOf(ctx, 'VegGroupResponse', str(params, 'responseId'));
    const { role } = groupFor(ctx, String(response.group_id));
    const shared = ctx.db.row(ctx.tenant, 'VegGroupReflection', String(response.groupReflection_id));
    const userId = ctx.actor.userId;
    if (response.authorId !== userId && shared?.authorId !== userId && !manages(role)) forbidden();
    ctx.db.remove(ctx.tenant, 'VegGroupResponse', String(response.id));
    return { success: true };
  },

  reportResponse(ctx, params) {
    const response = rowOf(ctx, 'VegGroupResponse', str(params, 'responseId'));
    groupFor(ctx, String(response.group_id));
    write(ctx, 'VegGroupResponse', { reported: true }, response);
    return { success: true };
  },
};

export const GROUP_OPS: readonly string[] = Object.keys(ops);

export function groupOps(ctx: CallContext, params: Row): Row {
  const op = str(params, 'op') ?? '';
  const handler = Object.hasOwn(ops, op) ? ops[op] : undefined;
  if (handler === undefined) throw new HttpError(400, GROUP_MESSAGES.UNKNOWN_OP, { op });
  return handler(ctx, params);
}

/** What an invite code leads to; public, so a visitor sees the group before signing in. */
export function groupInvitePreview(ctx: CallContext, params: Row): Row {
  const invite = inviteByCode(ctx, str(params, 'code'));
  const group =
    invite === undefined ? undefined : ctx.db.row(ctx.tenant, 'VegGroup', String(invite.group_id));
  if (invite === undefined || group === undefined) return { success: true, status: 'unknown' };
  const status = inviteStatus(invite, ctx.now);
  const userId = ctx.actor.userId;
  const alreadyMember =
    userId !== undefined &&
    ctx.db.row(ctx.tenant, 'VegGroupMember', memberIdFor(String(group.id), userId)) !== undefined;
  return {
    success: true,
    status,
    alreadyMember,
    // Only what the landing shows: never the members, the shared reflections or the invite's own rules.
    group: {
      id: alreadyMember ? group.id : null,
      name: group.name,
      description: group.description ?? '',
      color: group.color ?? null,
      memberCount: group.memberCount ?? 0,
    },
    inviterName: invite.inviterName ?? '',
  };
}
