import { NotificationBell, type NotificationItem } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $notifications,
  navigationTarget,
  notificationChosen,
  notificationsOpened,
  useFollowNotification,
} from '@/entities/notification';
import { $language } from '@/shared/i18n';
import { formatRelativeTime } from '../lib/relative-time.ts';

/** The header's bell: the signed-in user's notifications; opening reads them all, choosing one goes there. */
export function NotificationMenu() {
  const { t } = useTranslation('app_terms');
  const [notifications, language, opened, chosen] = useUnit([
    $notifications,
    $language,
    notificationsOpened,
    notificationChosen,
  ]);
  const follow = useFollowNotification();
  // The times are "ago" from when the list was last opened, so they are fresh whenever they are read.
  const [now, setNow] = useState(() => Date.now());
  const items = useMemo(
    () =>
      notifications.map((item): NotificationItem => ({
        id: item.id,
        title: item.title,
        ...(item.body === undefined ? {} : { body: item.body }),
        time: formatRelativeTime(item.timestamp, now, language),
        read: item.read,
      })),
    [notifications, now, language],
  );
  return (
    <NotificationBell
      notifications={items}
      onOpen={() => setNow(Date.now())}
      onMarkAllRead={opened}
      onMarkRead={chosen}
      onNavigate={({ id }) => {
        const item = notifications.find((candidate) => candidate.id === id);
        const target = item ? navigationTarget(item) : null;
        if (target) follow(target);
      }}
      label={t('notifications.label')}
      emptyText={t('notifications.empty')}
      unreadText={t('notifications.unread')}
      // The design system puts the badge's count ("9+") into `{count}` itself.
      unreadCountLabel={t('notifications.unreadCount', { replace: { count: '{count}' } })}
    />
  );
}
