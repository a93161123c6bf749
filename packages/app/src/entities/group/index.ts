export type {
  GroupDetail,
  GroupInvite,
  GroupMember,
  GroupReaction,
  GroupReflectionThread,
  GroupResponse,
  GroupRole,
  GroupSummary,
  SharedReflection,
} from './model/types.ts';
export { canRemoveResponse } from './lib/reactions.ts';
export { canModerate, inviteLink, isInviteUsable } from './lib/roles.ts';
export {
  $group,
  $groups,
  $groupsStatus,
  $groupStatus,
  groupChanged,
  groupClosed,
  groupOpened,
  groupsChanged,
  groupsOpened,
} from './model/groups.ts';
export {
  createGroup,
  createInvite,
  deleteGroup,
  inviteByEmail,
  leaveGroup,
  removeMember,
  renameGroup,
  revokeInvite,
  setMemberRole,
} from './api/group-api.ts';
export { GroupCard } from './ui/GroupCard.tsx';
export { SharedReflectionCard } from './ui/SharedReflectionCard.tsx';
export { GroupFacts } from './ui/GroupFacts.tsx';
export {
  $invitePreview,
  $invitePreviewStatus,
  invitePreviewFx,
  invitePreviewOpened,
} from './model/invite-preview.ts';
export { joinByCode } from './api/group-api.ts';
export { InviteSummary } from './ui/InviteSummary.tsx';
export {
  $groupReflection,
  $groupReflectionStatus,
  groupReflectionChanged,
  groupReflectionClosed,
  groupReflectionOpened,
} from './model/group-reflection.ts';
export {
  postGroupReflection,
  reactToReflection,
  removeResponse,
  reportResponse,
  respondToReflection,
  shareReflection,
  unshareReflection,
} from './api/group-api.ts';
