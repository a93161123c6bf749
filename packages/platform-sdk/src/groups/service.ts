import type { EmotionLevel } from '../enums.ts';
import type {
  GroupInviteExpiry,
  GroupInviteStatus,
  GroupReaction,
  GroupReflectionPart,
  GroupRole,
  VegGroup,
  VegGroupInvite,
  VegGroupMember,
  VegGroupReflection,
  VegGroupResponse,
} from '../types/groups.ts';
import type { PlatformCore } from '../core.ts';

/** The operations of the workflow function `groupOps` (its `op` parameter). */
export const GroupOp = {
  CreateGroup: 'createGroup',
  UpdateGroup: 'updateGroup',
  DeleteGroup: 'deleteGroup',
  LeaveGroup: 'leaveGroup',
  RemoveMember: 'removeMember',
  SetRole: 'setRole',
  CreateInvite: 'createInvite',
  InviteByEmail: 'inviteByEmail',
  RevokeInvite: 'revokeInvite',
  JoinByCode: 'joinByCode',
  ShareReflection: 'shareReflection',
  PostReflection: 'postReflection',
  UnshareReflection: 'unshareReflection',
  Respond: 'respond',
  React: 'react',
  RemoveResponse: 'removeResponse',
  ReportResponse: 'reportResponse',
} as const;
export type GroupOp = (typeof GroupOp)[keyof typeof GroupOp];

/** The group facts an invite's landing shows (`groupInvitePreview`, signed out too). */
export type GroupInvitePreview =
  | { status: 'unknown' }
  | {
      status: Exclude<GroupInviteStatus, 'unknown'>;
      /** The signed-in caller is a member already (then `group.id` is set). */
      alreadyMember: boolean;
      group: {
        id: string | null;
        name: string;
        description: string;
        color: string | null;
        memberCount: number;
      };
      inviterName: string;
    };

/** What joining by a code did: joined (or was a member already), or why the code cannot be used. */
export type GroupJoinResult =
  | { status: 'joined'; groupId: string; alreadyMember: boolean }
  | { status: Exclude<GroupInviteStatus, 'valid'> };

export interface CreateGroupRequest {
  name: string;
  description?: string;
  /** `#rrggbb`, or null for the default. */
  color?: string | null;
}

export interface CreateInviteRequest {
  groupId: string;
  expiresIn: GroupInviteExpiry;
  /** Undefined or null: no limit. */
  maxUses?: number | null;
}

export interface ShareReflectionRequest {
  groupId: string;
  reflectionId: string;
  parts: GroupReflectionPart[];
  /** Texts of encrypted parts, opened on this device on purpose (the platform never sees the key). */
  opened?: Partial<Record<'title' | 'description' | 'thoughts', string>>;
}

/**
 * A reflection written straight for a group (it never exists among the author's own reflections): at
 * least a title, a description, thoughts or one emotion. Texts are trimmed (title up to 200 characters,
 * description and thoughts up to 5000 each); the emotions are catalogue words (or the author's own), at
 * most 20, stored with their names like a shared reflection's.
 */
export interface PostGroupReflectionRequest {
  groupId: string;
  title?: string;
  description?: string;
  /** ISO date of the event; now when left out. */
  date?: string;
  emotions?: { emotionId: string; level?: EmotionLevel }[];
  thoughts?: string;
}

type Runner = <T>(functionName: string, params: Record<string, unknown>) => Promise<T>;

/**
 * Groups: every change goes through the workflow function `groupOps`, which checks the caller's role
 * (reading is plain entity queries of VegGroup, VegGroupMember, ...). Refusals throw the platform's
 * errors (403, 404, 400 with the reason).
 */
export class GroupService {
  constructor(private readonly run: Runner) {}

  private op<T>(op: GroupOp, params: Record<string, unknown>): Promise<T> {
    return this.run<T>('groupOps', { op, ...params });
  }

  async createGroup(request: CreateGroupRequest): Promise<VegGroup> {
    return (await this.op<{ group: VegGroup }>(GroupOp.CreateGroup, { ...request })).group;
  }

  async updateGroup(groupId: string, changes: Partial<CreateGroupRequest>): Promise<VegGroup> {
    return (await this.op<{ group: VegGroup }>(GroupOp.UpdateGroup, { groupId, ...changes })).group;
  }

  async deleteGroup(groupId: string): Promise<void> {
    await this.op(GroupOp.DeleteGroup, { groupId });
  }

  /** Leaves the group; `groupDeleted` when the caller was its last member. */
  async leaveGroup(groupId: string): Promise<{ groupDeleted: boolean }> {
    const answer = await this.op<{ groupDeleted?: boolean }>(GroupOp.LeaveGroup, { groupId });
    return { groupDeleted: answer.groupDeleted === true };
  }

  async removeMember(groupId: string, userId: string): Promise<void> {
    await this.op(GroupOp.RemoveMember, { groupId, userId });
  }

  async setRole(groupId: string, userId: string, role: Exclude<GroupRole, 'owner'>): Promise<VegGroupMember> {
    return (await this.op<{ member: VegGroupMember }>(GroupOp.SetRole, { groupId, userId, role })).member;
  }

  async createInvite(request: CreateInviteRequest): Promise<VegGroupInvite> {
    return (await this.op<{ invite: VegGroupInvite }>(GroupOp.CreateInvite, { ...request })).invite;
  }

  async inviteByEmail(groupId: string, email: string, expiresIn: GroupInviteExpiry): Promise<VegGroupInvite> {
    return (await this.op<{ invite: VegGroupInvite }>(GroupOp.InviteByEmail, { groupId, email, expiresIn }))
      .invite;
  }

  async revokeInvite(inviteId: string): Promise<VegGroupInvite> {
    return (await this.op<{ invite: VegGroupInvite }>(GroupOp.RevokeInvite, { inviteId })).invite;
  }

  async joinByCode(code: string): Promise<GroupJoinResult> {
    const answer = await this.op<GroupJoinResult & { success?: boolean }>(GroupOp.JoinByCode, { code });
    if (answer.status === 'joined')
      return { status: 'joined', groupId: answer.groupId, alreadyMember: answer.alreadyMember };
    return { status: answer.status };
  }

  /** The landing's facts for an invite code; works signed out. */
  async previewInvite(code: string): Promise<GroupInvitePreview> {
    const answer = await this.run<GroupInvitePreview>('groupInvitePreview', { code });
    if (answer.status === 'unknown') return { status: 'unknown' };
    const { status, alreadyMember, group, inviterName } = answer;
    return { status, alreadyMember, group, inviterName };
  }

  async shareReflection(request: ShareReflectionRequest): Promise<VegGroupReflection> {
    return (await this.op<{ groupReflection: VegGroupReflection }>(GroupOp.ShareReflection, { ...request }))
      .groupReflection;
  }

  /** Writes a reflection for the group only; its `sourceId` is null and its `parts` follow what was given. */
  async postReflection(request: PostGroupReflectionRequest): Promise<VegGroupReflection> {
    return (await this.op<{ groupReflection: VegGroupReflection }>(GroupOp.PostReflection, { ...request }))
      .groupReflection;
  }

  async unshareReflection(groupReflectionId: string): Promise<void> {
    await this.op(GroupOp.UnshareReflection, { groupReflectionId });
  }

  async respond(groupReflectionId: string, text: string): Promise<VegGroupResponse> {
    return (await this.op<{ response: VegGroupResponse }>(GroupOp.Respond, { groupReflectionId, text }))
      .response;
  }

  /** Adds the reaction, or takes it back when the caller had left it; answers whether it is there now. */
  async react(groupReflectionId: string, reaction: GroupReaction): Promise<boolean> {
    return (await this.op<{ reacted: boolean }>(GroupOp.React, { groupReflectionId, reaction })).reacted;
  }

  async removeResponse(responseId: string): Promise<void> {
    await this.op(GroupOp.RemoveResponse, { responseId });
  }

  async reportResponse(responseId: string): Promise<void> {
    await this.op(GroupOp.ReportResponse, { responseId });
  }
}

/** Groups: every change through the `groupOps` function; invites' previews through `groupInvitePreview`. */
export const groupService = (core: PlatformCore): GroupService =>
  new GroupService(core.workflow.runFunction.bind(core.workflow));
