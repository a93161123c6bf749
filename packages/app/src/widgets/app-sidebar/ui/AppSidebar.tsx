import {
  Sidebar,
  SidebarItem,
  SidebarSection,
  SidebarUser,
  useSidebar,
  VisuallyHidden,
} from '@emotion-guru/ui';
import { Link, useLocation } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $access, $currentUser } from '@/entities/session';
import { useSignOut } from '@/features/logout';
import { $language, localizePath, parseLocalePath } from '@/shared/i18n';
import { BrandMark, Icon } from '@/shared/ui';
import { visibleNavigation } from '../config/navigation.ts';
import * as styles from './AppSidebar.css.ts';

/**
 * The app's navigation: sections gated by access, the logo (its mark alone when collapsed), and the
 * user block with sign-out. On phones it is a drawer that closes whenever the page changes.
 */
export function AppSidebar() {
  const { t } = useTranslation('app_terms');
  const [access, user, language] = useUnit([$access, $currentUser, $language]);
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const current = parseLocalePath(pathname).rest;
  const { open, isMobile, setOpenMobile } = useSidebar();
  const collapsed = !open && !isMobile;
  // Any navigation closes the drawer: its own links, the logo, the header's menus, Back and Forward.
  useEffect(() => {
    setOpenMobile(false);
  }, [pathname, setOpenMobile]);
  return (
    <Sidebar
      label={t('sidebar.label')}
      closeLabel={t('sidebar.close')}
      header={
        <Link to={localizePath('/app/dashboard', language)} className={styles.logo}>
          <BrandMark size={24} />
          {collapsed ? <VisuallyHidden>Emotion Guru</VisuallyHidden> : <span>Emotion Guru</span>}
        </Link>
      }
      footer={
        user && (
          <SidebarUser
            name={user.name}
            email={user.email}
            avatarUrl={user.pictureUrl ?? null}
            signOutText={t('userMenu.logout')}
            onSignOut={signOut}
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
