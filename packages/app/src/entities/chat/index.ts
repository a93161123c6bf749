export {
  deleteChat,
  forgetMemory,
  loadChatContext,
  renameChat,
  sendMessage,
  setChatConsent,
} from './api/chat-api.ts';
export { chatFailureOf, type ChatFailure } from './lib/errors.ts';
export { remindersBetween } from './lib/reminder.ts';
export {
  $caretakerChatView,
  $chats,
  $chatsStatus,
  $consent,
  $memory,
  $messages,
  $messagesStatus,
  $ownClient,
  $ownClientId,
  $selectedChat,
  $selectedChatId,
  chatClosed,
  chatOpened,
  chatSelected,
  chatsChanged,
  consentChanged,
  memoryChanged,
  messagesAppended,
} from './model/chat.ts';
export type { CaretakerChatView } from './model/chat.ts';
export { AiReminder } from './ui/AiReminder.tsx';
export { ChatMessage } from './ui/ChatMessage.tsx';
export { CrisisHelp } from './ui/CrisisHelp.tsx';
