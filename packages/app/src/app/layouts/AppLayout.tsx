import { Outlet } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { $currentUser } from '@/entities/session';
import { AppHeader } from '@/widgets/app-header';
import * as styles from './AppLayout.css.ts';

/** Header and main area of the signed-in app. The main area is keyed so it is re-created per client. */
export function AppLayout() {
  const user = useUnit($currentUser);
  return (
    <div className={styles.shell}>
      <AppHeader />
      <main className={styles.main} key={user?.userId ?? 'default-user'}>
        <Outlet />
      </main>
    </div>
  );
}
