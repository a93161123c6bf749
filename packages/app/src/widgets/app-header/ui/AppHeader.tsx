import {
  Avatar,
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuSeparator,
  SidebarTrigger,
  VisuallyHidden,
} from '@emotion-guru/ui';
import { useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $access, $currentUser } from '@/entities/session';
import { useSignOut } from '@/features/logout';
import { NotificationMenu } from '@/features/open-notifications';
import { ClientSwitcherMenu } from '@/features/switch-client';
import { LanguageMenu } from '@/features/switch-language';
import { ThemeSwitch } from '@/features/toggle-theme';
import { $language, localizePath } from '@/shared/i18n';
import * as styles from './AppHeader.css.ts';

/** The app area's top bar: sidebar toggle, client switcher (client management only), language, theme, notifications and the user menu (upgrade on the free tier, settings, logout). */
export function AppHeader() {
  const { t } = useTranslation('app_terms');
  const [user, access, language] = useUnit([$currentUser, $access, $language]);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const go = (path: string) => void navigate({ href: localizePath(path, language) });
  return (
    <header className={styles.header}>
      <SidebarTrigger label={t('sidebar.toggle')} />
      <div className={styles.actions}>
        {access.clientManagement && <ClientSwitcherMenu />}
        <LanguageMenu />
        <ThemeSwitch />
        {user && <NotificationMenu />}
        {user && (
          <DropdownMenu
            label={t('userMenu.label')}
            align="end"
            trigger={
              <button type="button" className={styles.userButton}>
                {/* The avatar's initials are decoration; the button is named by its hidden text. */}
                <span aria-hidden="true">
                  <Avatar src={user.pictureUrl ?? null} email={user.email} name={user.name} size="sm" />
                </span>
                <VisuallyHidden>{t('userMenu.label')}</VisuallyHidden>
              </button>
            }
          >
            {access.upgrade && (
              <DropdownMenuItem onSelect={() => go('/app/subscriptions')}>
                {t('userMenu.upgrade')}
              </DropdownMenuItem>
            )}
            <DropdownMenuItem onSelect={() => go('/app/settings')}>{t('userMenu.settings')}</DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem tone="danger" onSelect={signOut}>
              {t('userMenu.logout')}
            </DropdownMenuItem>
          </DropdownMenu>
        )}
      </div>
    </header>
  );
}
