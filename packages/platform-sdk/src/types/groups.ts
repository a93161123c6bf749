/**
 * Groups (ARCHITECTURE.md "The product's own entities"): people who reflect together. A group's
 * records are readable only by its members (invites only by its owners and moderators) and change only
 * through the `groupOps` function (`GroupService`). The emulator's rules are in `mocks/README.md`,
 * section "Groups".
 */
import type { EmotionLevel } from '../enums.ts';
import type { EntityBase } from './entities.ts';
import type { LocalizedText } from './emotions.ts';

export type GroupRole = 'owner' | 'moderator' | 'member';
/** How long an invite link works. */
export type GroupInviteExpiry = '1d' | '7d' | 'never';
/** The parts of a reflection its author may share. */
export type GroupReflectionPart = 'event' | 'emotions' | 'thoughts';
/** The fixed reactions: "I relate", "sending support", "thank you for sharing". */
export type GroupReaction = 'relate' | 'support' | 'thanks';
/** Why an invite code can or cannot be used. */
export type GroupInviteStatus = 'valid' | 'expired' | 'usedUp' | 'revoked' | 'unknown';

export interface VegGroup extends EntityBase {
  name?: string;
  description?: string;
  /** `#rrggbb`, or null for the default. */
  color?: string | null;
  memberCount?: number;
  lastActivityDate?: string;
}

export interface VegGroupMember extends EntityBase {
  group_id?: string;
  userId?: string;
  name?: string;
  role?: GroupRole;
  joinedDate?: string;
}

export interface VegGroupInvite extends EntityBase {
  group_id?: string;
  code?: string;
  /** Null: never expires. */
  expiresAt?: string | null;
  /** Null: no limit. */
  maxUses?: number | null;
  uses?: number;
  revoked?: boolean;
  /** Set when the invite was sent by e-mail. */
  email?: string | null;
  inviterName?: string;
}

/** One emotion of a shared reflection, with its name (members cannot read the author's own words). */
export interface GroupSharedEmotion {
  emotion_id: string;
  level?: EmotionLevel | null;
  name?: LocalizedText | null;
  family?: string | null;
  pleasantness?: number | null;
  energy?: number | null;
}

/**
 * The parts of a reflection its author shared with a group: a copy, not a link to the reflection; or a
 * reflection written for the group only.
 */
export interface VegGroupReflection extends EntityBase {
  group_id?: string;
  authorId?: string;
  authorName?: string;
  /**
   * The author's reflection it was copied from (readable by its author only); null when it was written
   * straight for the group (`postReflection`).
   */
  sourceId?: string | null;
  parts?: GroupReflectionPart[];
  title?: string | null;
  description?: string | null;
  date?: string | null;
  emotions?: GroupSharedEmotion[] | null;
  thoughts?: string | null;
  sharedDate?: string;
}

/** A member's text response, or a reaction (then `text` is null). */
export interface VegGroupResponse extends EntityBase {
  group_id?: string;
  groupReflection_id?: string;
  authorId?: string;
  authorName?: string;
  text?: string | null;
  reaction?: GroupReaction | null;
  reported?: boolean;
}
