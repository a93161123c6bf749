export { CreateGroupDialog } from './ui/CreateGroupDialog.tsx';
export { createGroupRequested } from './model/create-group.ts';
export { DeleteGroupDialog } from './ui/DeleteGroupDialog.tsx';
export { InviteDialog } from './ui/InviteDialog.tsx';
export { LeaveGroupButton } from './ui/LeaveGroupButton.tsx';
export { MemberActions } from './ui/MemberActions.tsx';
export { RenameGroupDialog } from './ui/RenameGroupDialog.tsx';
export { JoinGroupButton } from './ui/JoinGroupButton.tsx';
