import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { listenToServiceWorker } from '../lib/service-worker-messages.ts';
import { notificationChosen, notificationReceived, notificationsShown } from '../model/notifications.ts';
import { useFollowNotification } from './use-follow-notification.ts';

/** Feeds the service worker's messages into the notification store while the app area is shown. */
export function useNotificationIntake(): void {
  const [received, chosen, shown] = useUnit([notificationReceived, notificationChosen, notificationsShown]);
  const follow = useFollowNotification();
  useEffect(() => {
    shown();
  }, [shown]);
  useEffect(() => listenToServiceWorker({ received, chosen, navigate: follow }), [received, chosen, follow]);
}
