import { Outlet } from '@tanstack/react-router';
import { SiteFooter } from '@/widgets/public-footer';
import { SiteHeader } from '@/widgets/public-header';
import * as styles from './PublicLayout.css.ts';

/** The public site's frame: fixed header (solid after 50 px of scroll), page, footer. */
export function PublicLayout() {
  return (
    <>
      <SiteHeader />
      <div className={styles.content}>
        <Outlet />
      </div>
      <SiteFooter />
    </>
  );
}
