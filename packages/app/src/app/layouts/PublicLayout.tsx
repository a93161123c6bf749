import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/widgets/public-footer';
import { SiteHeader } from '@/widgets/public-header';
import { MAIN_CONTENT_ID } from './main-content.ts';
import * as styles from './PublicLayout.css.ts';
import { SkipLink } from './SkipLink.tsx';

/** The public site's frame: skip link, fixed header (solid after 50 px of scroll), content, footer. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <div id={MAIN_CONTENT_ID} className={styles.content}>
        {children}
      </div>
      <SiteFooter />
    </>
  );
}

/** The layout route of the public pages. */
export function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
