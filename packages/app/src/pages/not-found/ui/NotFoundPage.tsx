import { NotFound } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $isAuthenticated } from '@/entities/session';
import { $language, localizePath } from '@/shared/i18n';
import { renderRouterLink } from '@/shared/routing';

export interface NotFoundPageProps {
  path: string;
  /** False inside a layout that already has the page's `<main>` (the app area). */
  landmark?: boolean;
}

export function NotFoundPage({ path, landmark = true }: NotFoundPageProps) {
  const { t } = useTranslation('app_terms');
  const [authenticated, language] = useUnit([$isAuthenticated, $language]);
  useEffect(() => {
    // The spec asks for unknown paths to be logged, so broken links show up in the console and in error reports.
    console.warn(`404: no route for ${path}`);
  }, [path]);
  const message = (
    <NotFound
      title={t('notFound.title')}
      description={t('notFound.description')}
      homeText={t('notFound.home')}
      homeHref={localizePath('/', language)}
      {...(authenticated
        ? {
            dashboardHref: localizePath('/app/dashboard', language),
            dashboardText: t('notFound.dashboard'),
          }
        : {})}
      renderLink={renderRouterLink}
    />
  );
  return landmark ? <main>{message}</main> : message;
}
