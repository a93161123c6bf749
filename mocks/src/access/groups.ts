/**
 * Rules of the group entities (VegGroup, VegGroupMember, VegGroupInvite, VegGroupReflection,
 * VegGroupResponse), registered in db/entity-rules.ts.
 *
 * Reading: a group and everything in it (members, shared reflections, responses) is readable only by its
 * current members; invites only by its owners and moderators. Membership is one VegGroupMember record
 * whose id is derived from the group and the user ({@link memberIdFor}), so the check is one lookup, and
 * removing the record takes the access away at once. Admins read the whole tenant, as everywhere.
 *
 * Writing: nobody writes these entities through /api/entity (write policy `admin`): every change goes
 * through the workflow function `groupOps` (workflows/groups.ts), which checks the caller's role and
 * keeps the counters and the membership records consistent. A shared reflection is a copy of the parts
 * its author chose, never a reference a member could follow to the private record.
 */
import { stableUuid } from '../ids.ts';
import type { Row } from '../query/types.ts';
import type { Lookup } from '../db/entity-rules.ts';
import type { Actor } from './rules.ts';

export const GROUP_ROLES = ['owner', 'moderator', 'member'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];

/** The id of a user's membership of a group: one record per pair, found without a query. */
export function memberIdFor(groupId: string, userId: string): string {
  return stableUuid(`groupMember:${groupId}:${userId}`);
}

/** The caller's role in the group, or undefined when they are not a member. */
export function roleIn(actor: Actor, groupId: unknown, lookup: Lookup): GroupRole | undefined {
  if (actor.userId === undefined || typeof groupId !== 'string') return undefined;
  const member = lookup('VegGroupMember', memberIdFor(groupId, actor.userId));
  if (member === undefined || member.group_id !== groupId) return undefined;
  const role = member.role;
  return GROUP_ROLES.find((r) => r === role);
}

export function manages(role: GroupRole | undefined): boolean {
  return role === 'owner' || role === 'moderator';
}

/** VegGroup: its members. */
export function canReadGroup(actor: Actor, row: Row, lookup: Lookup): boolean {
  return roleIn(actor, row.id, lookup) !== undefined;
}

/** Members, shared reflections and responses: the group's members. */
export function canReadGroupContent(actor: Actor, row: Row, lookup: Lookup): boolean {
  return roleIn(actor, row.group_id, lookup) !== undefined;
}

/** Invites: the group's owners and moderators. */
export function canReadGroupInvite(actor: Actor, row: Row, lookup: Lookup): boolean {
  return manages(roleIn(actor, row.group_id, lookup));
}
