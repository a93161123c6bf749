import type { GroupReaction, GroupReflectionPart, GroupRole } from '@emotion-guru/platform-sdk';

export type { GroupReaction, GroupReflectionPart, GroupRole };

/** A group as its list shows it, with the signed-in user's role in it. */
export interface GroupSummary {
  id: string;
  name: string;
  description: string;
  /** `#rrggbb`, or null for the default colour. */
  color: string | null;
  memberCount: number;
  /** ISO date of the last join, share or response. */
  lastActivity: string | null;
  myRole: GroupRole;
}

export interface GroupMember {
  userId: string;
  name: string;
  role: GroupRole;
  joinedDate: string | null;
}

/** One emotion of a shared reflection; `name` holds every language it was copied with. */
export interface SharedEmotion {
  id: string;
  name: Record<string, string> | string | null;
  level: number | null;
}

export interface SharedReflection {
  id: string;
  authorId: string;
  authorName: string;
  parts: GroupReflectionPart[];
  title: string | null;
  description: string | null;
  date: string | null;
  emotions: SharedEmotion[];
  thoughts: string | null;
  sharedDate: string | null;
  /** Written straight for the group: no reflection of the author's is behind it (absent: shared). */
  direct?: boolean;
}

export interface GroupInvite {
  id: string;
  code: string;
  expiresAt: string | null;
  maxUses: number | null;
  uses: number;
  revoked: boolean;
  email: string | null;
}

export interface GroupResponse {
  id: string;
  authorId: string;
  authorName: string;
  text: string | null;
  reaction: GroupReaction | null;
  reported: boolean;
  createDate: string | null;
}

export interface GroupDetail {
  group: GroupSummary;
  members: GroupMember[];
  reflections: SharedReflection[];
  /** Owners and moderators only; empty for members. */
  invites: GroupInvite[];
}

/** How many members left one reaction, and whether the viewer is one of them. */
export interface ReactionCount {
  reaction: GroupReaction;
  count: number;
  mine: boolean;
}

/** One shared reflection's page: the shared parts, the text responses (oldest first) and the reactions. */
export interface GroupReflectionThread {
  reflection: SharedReflection;
  group: { id: string; name: string; myRole: GroupRole };
  responses: GroupResponse[];
  /** Always the three reactions, in their fixed order. */
  reactions: ReactionCount[];
}
