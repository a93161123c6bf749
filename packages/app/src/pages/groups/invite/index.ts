export { GroupInvitePage } from './ui/GroupInvitePage.tsx';
