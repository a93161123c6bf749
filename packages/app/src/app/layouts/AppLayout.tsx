import { ConfirmProvider, SidebarInset, SidebarProvider } from '@emotion-guru/ui';
import { Outlet } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { $activeClientId, $activeClientSettled } from '@/entities/client';
import { useNotificationIntake } from '@/entities/notification';
import { $currentUser } from '@/entities/session';
import { InstallApp } from '@/features/pwa/install-app';
import { OfflineBanner } from '@/features/pwa/offline-banner';
import { renderRouterLink } from '@/shared/routing';
import { AppHeader } from '@/widgets/app-header';
import { AppSidebar } from '@/widgets/app-sidebar';
import { RoutePending } from '../routing/RoutePending.tsx';
import * as styles from './AppLayout.css.ts';
import { InsideMain, MAIN_CONTENT_ID } from './main-content.ts';
import { SkipLink } from './SkipLink.tsx';

export { requestAccountData } from './account-data.ts';

/**
 * What was written offline and waits on this device: loaded after the frame's first paint (it is rarely
 * needed at once, and the dashboard's first load is the app's tightest budget), then it sends what waits.
 */
const QueuedWrites = lazy(() =>
  import('@/features/pwa/offline-writes').then((module) => ({ default: module.QueuedWrites })),
);

/**
 * The signed-in app: skip link (the first focus stop), sidebar (Ctrl/Cmd+B, state kept in a cookie), header, and the main area, keyed so
 * that it is re-created when the active client changes (per user until a client is active). The page waits
 * for its client: it mounts once, with the client, and what the user chooses on it stays.
 */
export function AppLayout() {
  // The clients load from the route's loader (account-data.ts, re-exported above) and then follow sign-ins.
  const [user, activeClientId, clientSettled] = useUnit([
    $currentUser,
    $activeClientId,
    $activeClientSettled,
  ]);
  const userId = user?.userId;
  // Push messages from the service worker reach the notification bell while the app area is open.
  useNotificationIntake();
  // Every confirmation the app asks for (deleting an entry, a reflection, a client's status) is in here.
  return (
    <ConfirmProvider>
      <SidebarProvider renderLink={renderRouterLink}>
        <SkipLink />
        <AppSidebar />
        <SidebarInset>
          <AppHeader />
          <InstallApp />
          <main id={MAIN_CONTENT_ID} className={styles.main} key={activeClientId ?? userId ?? 'default-user'}>
            <OfflineBanner />
            <Suspense fallback={null}>
              <QueuedWrites />
            </Suspense>
            <InsideMain.Provider value>{clientSettled ? <Outlet /> : <RoutePending />}</InsideMain.Provider>
          </main>
        </SidebarInset>
      </SidebarProvider>
    </ConfirmProvider>
  );
}
