export { DeleteChatButton } from './ui/DeleteChatButton.tsx';
export { RenameChatDialog } from './ui/RenameChatDialog.tsx';
