export { NotificationMenu } from './ui/NotificationMenu.tsx';
