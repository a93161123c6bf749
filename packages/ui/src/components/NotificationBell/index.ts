export {
  formatUnreadCount,
  NotificationBell,
  type NotificationBellProps,
  type NotificationItem,
} from './NotificationBell.tsx';
