import { Sidebar, SidebarItem, SidebarSection, SidebarUser } from '@emotion-guru/ui';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $access, $currentUser } from '@/entities/session';
import { logoutRequested } from '@/features/logout';
import { $language, localizePath, parseLocalePath } from '@/shared/i18n';
import { Icon } from '@/shared/ui';
import { visibleNavigation } from '../config/navigation.ts';
import * as styles from './AppSidebar.css.ts';

/** The app's navigation: sections gated by access, the logo, and the user block with sign-out. */
export function AppSidebar() {
  const { t } = useTranslation('app_terms');
  const [access, user, language, logout] = useUnit([$access, $currentUser, $language, logoutRequested]);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = parseLocalePath(pathname).rest;
  return (
    <Sidebar
      label={t('sidebar.label')}
      closeLabel={t('sidebar.close')}
      header={
        <Link to={localizePath('/app/dashboard', language)} className={styles.logo}>
          Emotion Guru
        </Link>
      }
      footer={
        user && (
          <SidebarUser
            name={user.name}
            email={user.email}
            avatarUrl={user.pictureUrl ?? null}
            signOutText={t('userMenu.logout')}
            onSignOut={() => {
              logout();
              void navigate({ href: localizePath('/', language) });
            }}
          />
        )
      }
    >
      {visibleNavigation(access).map((section) => (
        <SidebarSection key={section.id} title={t(`sidebar.sections.${section.id}` as const)}>
          {section.items.map((item) => (
            <SidebarItem
              key={item.id}
              icon={<Icon name={item.icon} />}
              label={t(`sidebar.items.${item.id}` as const)}
              href={localizePath(item.path, language)}
              active={current === item.path || current.startsWith(`${item.path}/`)}
            />
          ))}
        </SidebarSection>
      ))}
    </Sidebar>
  );
}
