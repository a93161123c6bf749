export { PostToGroupDialog } from './ui/PostToGroupDialog.tsx';
