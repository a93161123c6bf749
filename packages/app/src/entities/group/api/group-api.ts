import {
  groupService,
  PlatformHttpError,
  where,
  type CreateGroupRequest,
  type CreateInviteRequest,
  type GroupInvitePreview,
  type GroupJoinResult,
  type GroupReaction,
  type GroupRole,
  type PostGroupReflectionRequest,
  type ShareReflectionRequest,
  type VegGroup,
  type VegGroupInvite,
  type VegGroupMember,
  type VegGroupReflection,
  type VegGroupResponse,
} from '@emotion-guru/platform-sdk';
import { getPlatform, platformService } from '@/shared/api';
import { countReactions } from '../lib/reactions.ts';
import { canModerate } from '../lib/roles.ts';
import type {
  GroupDetail,
  GroupInvite,
  GroupMember,
  GroupReflectionThread,
  GroupResponse,
  GroupSummary,
  SharedReflection,
} from '../model/types.ts';

/** More than anyone belongs to; the list does not page. */
const MAX_GROUPS = 200;
const MAX_MEMBERS = 500;
const MAX_SHARED = 100;
const MAX_RESPONSES = 500;

function toSummary(group: VegGroup, myRole: GroupRole): GroupSummary {
  return {
    id: group.id,
    name: group.name ?? '',
    description: group.description ?? '',
    color: group.color ?? null,
    memberCount: group.memberCount ?? 0,
    lastActivity: group.lastActivityDate ?? group.lastUpdateDate ?? null,
    myRole,
  };
}

function toMember(member: VegGroupMember): GroupMember {
  return {
    userId: member.userId ?? '',
    name: member.name ?? '',
    role: member.role ?? 'member',
    joinedDate: member.joinedDate ?? null,
  };
}

function toShared(record: VegGroupReflection): SharedReflection {
  return {
    id: record.id,
    authorId: record.authorId ?? '',
    authorName: record.authorName ?? '',
    parts: record.parts ?? [],
    title: record.title ?? null,
    description: record.description ?? null,
    date: record.date ?? null,
    emotions: (record.emotions ?? []).map((emotion) => ({
      id: emotion.emotion_id,
      name: emotion.name ?? null,
      level: emotion.level ?? null,
    })),
    thoughts: record.thoughts ?? null,
    sharedDate: record.sharedDate ?? record.createDate ?? null,
    direct: record.sourceId === null,
  };
}

function toInvite(invite: VegGroupInvite): GroupInvite {
  return {
    id: invite.id,
    code: invite.code ?? '',
    expiresAt: invite.expiresAt ?? null,
    maxUses: invite.maxUses ?? null,
    uses: invite.uses ?? 0,
    revoked: invite.revoked === true,
    email: invite.email ?? null,
  };
}

function toResponse(response: VegGroupResponse): GroupResponse {
  return {
    id: response.id,
    authorId: response.authorId ?? '',
    authorName: response.authorName ?? '',
    text: response.text ?? null,
    reaction: response.reaction ?? null,
    reported: response.reported === true,
    createDate: response.createDate ?? null,
  };
}

function isGone(error: unknown): boolean {
  return error instanceof PlatformHttpError && (error.status === 403 || error.status === 404);
}

/** The groups the user belongs to, last active first, each with the user's role in it. */
export async function queryMyGroups(userId: string): Promise<GroupSummary[]> {
  const platform = getPlatform();
  const [groups, memberships] = await Promise.all([
    platform.entity.query<VegGroup>({
      entityName: 'VegGroup',
      sortCols: [{ field: 'lastActivityDate', dir: 'desc' }],
      count: MAX_GROUPS,
    }),
    platform.entity.query<VegGroupMember>({
      entityName: 'VegGroupMember',
      filters: [where.eq('userId', userId)],
      count: MAX_GROUPS,
    }),
  ]);
  const roles = new Map(memberships.entities.map((m) => [m.group_id, m.role ?? 'member']));
  return groups.entities.flatMap((group) => {
    const role = roles.get(group.id);
    return role === undefined ? [] : [toSummary(group, role)];
  });
}

/** A group with its members, shared reflections (newest first) and, for moderators, its invites; null when not a member. */
export async function getGroupDetail(groupId: string, userId: string): Promise<GroupDetail | null> {
  const platform = getPlatform();
  const inGroup = [where.eq('group', groupId)];
  try {
    const [{ entity: group }, members, reflections] = await Promise.all([
      platform.entity.get<VegGroup>({ entityName: 'VegGroup', entityId: groupId }),
      platform.entity.query<VegGroupMember>({
        entityName: 'VegGroupMember',
        filters: inGroup,
        sortCols: [{ field: 'joinedDate', dir: 'asc' }],
        count: MAX_MEMBERS,
      }),
      platform.entity.query<VegGroupReflection>({
        entityName: 'VegGroupReflection',
        filters: inGroup,
        sortCols: [{ field: 'sharedDate', dir: 'desc' }],
        count: MAX_SHARED,
      }),
    ]);
    const memberList = members.entities.map(toMember);
    const myRole = memberList.find((m) => m.userId === userId)?.role;
    if (group === null || myRole === undefined) return null;
    const invites = canModerate(myRole)
      ? (
          await platform.entity.query<VegGroupInvite>({
            entityName: 'VegGroupInvite',
            filters: inGroup,
            sortCols: [{ field: 'createDate', dir: 'desc' }],
            count: MAX_MEMBERS,
          })
        ).entities.map(toInvite)
      : [];
    return {
      group: toSummary(group, myRole),
      members: memberList,
      reflections: reflections.entities.map(toShared),
      invites,
    };
  } catch (error) {
    if (isGone(error)) return null;
    throw error;
  }
}

export const createGroup = (request: CreateGroupRequest) =>
  platformService(groupService).createGroup(request);
export const renameGroup = (groupId: string, changes: Partial<CreateGroupRequest>) =>
  platformService(groupService).updateGroup(groupId, changes);
export const deleteGroup = (groupId: string) => platformService(groupService).deleteGroup(groupId);
export const leaveGroup = (groupId: string) => platformService(groupService).leaveGroup(groupId);
export const removeMember = (groupId: string, userId: string) =>
  platformService(groupService).removeMember(groupId, userId);
export const setMemberRole = (groupId: string, userId: string, role: 'moderator' | 'member') =>
  platformService(groupService).setRole(groupId, userId, role);
export const createInvite = async (request: CreateInviteRequest): Promise<GroupInvite> =>
  toInvite(await platformService(groupService).createInvite(request));
export const inviteByEmail = async (
  groupId: string,
  email: string,
  expiresIn: CreateInviteRequest['expiresIn'],
): Promise<GroupInvite> =>
  toInvite(await platformService(groupService).inviteByEmail(groupId, email, expiresIn));
export const revokeInvite = (inviteId: string) => platformService(groupService).revokeInvite(inviteId);
export const previewInvite = (code: string): Promise<GroupInvitePreview> =>
  platformService(groupService).previewInvite(code);
export const joinByCode = (code: string): Promise<GroupJoinResult> =>
  platformService(groupService).joinByCode(code);

/**
 * One shared reflection with its group, text responses (oldest first) and reactions; null when it was
 * unshared or the user is not (or no longer) a member of its group.
 */
export async function getGroupReflection(id: string, userId: string): Promise<GroupReflectionThread | null> {
  const platform = getPlatform();
  try {
    const { entity: shared } = await platform.entity.get<VegGroupReflection>({
      entityName: 'VegGroupReflection',
      entityId: id,
    });
    const groupId = shared?.group_id;
    if (shared === null || groupId === undefined) return null;
    const [{ entity: group }, membership, responses] = await Promise.all([
      platform.entity.get<VegGroup>({ entityName: 'VegGroup', entityId: groupId }),
      platform.entity.query<VegGroupMember>({
        entityName: 'VegGroupMember',
        filters: [where.eq('group', groupId), where.eq('userId', userId)],
        count: 1,
      }),
      platform.entity.query<VegGroupResponse>({
        entityName: 'VegGroupResponse',
        filters: [where.eq('groupReflection', id)],
        sortCols: [{ field: 'createDate', dir: 'asc' }],
        count: MAX_RESPONSES,
      }),
    ]);
    const myRole = membership.entities[0]?.role;
    if (group === null || myRole === undefined) return null;
    const all = responses.entities.map(toResponse);
    return {
      reflection: toShared(shared),
      group: { id: group.id, name: group.name ?? '', myRole },
      responses: all.filter((response) => response.reaction === null),
      reactions: countReactions(all, userId),
    };
  } catch (error) {
    if (isGone(error)) return null;
    throw error;
  }
}

export const shareReflection = async (request: ShareReflectionRequest): Promise<SharedReflection> =>
  toShared(await platformService(groupService).shareReflection(request));
export const postGroupReflection = async (request: PostGroupReflectionRequest): Promise<SharedReflection> =>
  toShared(await platformService(groupService).postReflection(request));
export const unshareReflection = (id: string) => platformService(groupService).unshareReflection(id);
export const respondToReflection = async (id: string, text: string): Promise<GroupResponse> =>
  toResponse(await platformService(groupService).respond(id, text));
export const reactToReflection = (id: string, reaction: GroupReaction) =>
  platformService(groupService).react(id, reaction);
export const removeResponse = (responseId: string) =>
  platformService(groupService).removeResponse(responseId);
export const reportResponse = (responseId: string) =>
  platformService(groupService).reportResponse(responseId);
