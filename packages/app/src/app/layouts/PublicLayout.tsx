import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LazyAnalytics } from '@/features/public-site/analytics';
import { SiteFooter } from '@/widgets/public-footer';
import { SiteHeader } from '@/widgets/public-header';
import { MAIN_CONTENT_ID } from './main-content.ts';
import * as styles from './PublicLayout.css.ts';
import { SkipLink } from './SkipLink.tsx';
import { usePageTranslations } from '@/shared/i18n';

/**
 * The public site's frame: skip link, fixed header (solid after 50 px of scroll), content, footer; the
 * analytics consent banner, and the page views it allows (the public site only, never the app area).
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  usePageTranslations(['site']);
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <div id={MAIN_CONTENT_ID} className={styles.content}>
        {children}
      </div>
      <SiteFooter />
      <LazyAnalytics />
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
