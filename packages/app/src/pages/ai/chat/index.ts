export { ChatPage } from './ui/ChatPage.tsx';
