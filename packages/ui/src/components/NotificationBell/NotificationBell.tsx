import { VisuallyHidden } from 'radix-ui';
import { useState } from 'react';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '../DropdownMenu/index.ts';
import { IconButton } from '../IconButton/index.ts';
import * as styles from './NotificationBell.css.ts';
import { IconFrame } from '../private/icons.tsx';

export interface NotificationItem {
  id: string;
  title: string;
  body?: string;
  /** Already formatted for the reader ("5 min ago"); the design system does not format dates. */
  time: string;
  read: boolean;
}

export interface NotificationBellProps {
  notifications: readonly NotificationItem[];
  /** Called each time the dropdown opens. */
  onOpen?: () => void;
  /** Called when the dropdown opens while some are unread: opening marks them all read (spec 4). */
  onMarkAllRead?: () => void;
  /** Called when an unread item is chosen, before `onNavigate`. */
  onMarkRead?: (id: string) => void;
  /** Called when an item is chosen: go where it points. */
  onNavigate?: (item: NotificationItem) => void;
  label?: string;
  emptyText?: string;
  unreadText?: string;
  /** The trigger's accessible name with unread ones; `{count}` is replaced. */
  unreadCountLabel?: string;
}

/** The badge text: the count, or "9+" above 9 (spec 9). */
export function formatUnreadCount(count: number): string {
  return count > 9 ? '9+' : String(count);
}

function BellIcon() {
  return (
    <IconFrame>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinejoin="round" />
      <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" strokeLinecap="round" />
    </IconFrame>
  );
}

export function NotificationBell({
  notifications,
  onOpen,
  onMarkAllRead,
  onMarkRead,
  onNavigate,
  label = 'Notifications',
  emptyText = 'No notifications yet',
  unreadText = 'Unread',
  unreadCountLabel = 'Notifications, {count} unread',
}: NotificationBellProps) {
  const [open, setOpen] = useState(false);
  const unread = notifications.filter((item) => !item.read).length;
  const triggerLabel = unread > 0 ? unreadCountLabel.replace('{count}', formatUnreadCount(unread)) : label;
  return (
    <span className={styles.anchor}>
      <DropdownMenu
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) return;
          onOpen?.();
          if (unread > 0) onMarkAllRead?.();
        }}
        align="end"
        label={label}
        className={styles.menu}
        trigger={<IconButton label={triggerLabel} icon={<BellIcon />} />}
      >
        <DropdownMenuLabel>{label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {notifications.length === 0 ? (
          <DropdownMenuItem disabled>{emptyText}</DropdownMenuItem>
        ) : (
          notifications.map((item) => (
            <DropdownMenuItem
              key={item.id}
              className={styles.item}
              textValue={item.title}
              onSelect={() => {
                if (!item.read) onMarkRead?.(item.id);
                onNavigate?.(item);
              }}
            >
              {!item.read && (
                <>
                  <span className={styles.dot} aria-hidden="true" />
                  <VisuallyHidden.Root>{unreadText}: </VisuallyHidden.Root>
                </>
              )}
              <span className={styles.text}>
                <span className={`${styles.title} ${item.read ? '' : styles.unreadTitle}`}>{item.title}</span>
                {item.body && <span className={styles.body}>{item.body}</span>}
                <span className={styles.time}>{item.time}</span>
              </span>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenu>
      {unread > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="unread-badge">
          {formatUnreadCount(unread)}
        </span>
      )}
    </span>
  );
}
