import { SidebarInset, SidebarProvider } from '@emotion-guru/ui';
import { Outlet } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { $currentUser } from '@/entities/session';
import { renderRouterLink } from '@/shared/routing';
import { AppHeader } from '@/widgets/app-header';
import { AppSidebar } from '@/widgets/app-sidebar';
import * as styles from './AppLayout.css.ts';

/**
 * The signed-in app: sidebar (Ctrl/Cmd+B, state kept in a cookie), header, and the main area, keyed so
 * that it is re-created when the active client changes (until clients exist: per user).
 */
export function AppLayout() {
  const user = useUnit($currentUser);
  return (
    <SidebarProvider renderLink={renderRouterLink}>
      <AppSidebar />
      <SidebarInset>
        <AppHeader />
        <main className={styles.main} key={user?.userId ?? 'default-user'}>
          <Outlet />
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
