export { Badge, formatBadgeCount, type BadgeProps } from './Badge.tsx';
