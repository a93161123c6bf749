import { NotFound } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $isAuthenticated } from '@/entities/session';
import { $language, localizePath } from '@/shared/i18n';
import { renderRouterLink } from '@/shared/routing';

export function NotFoundPage({ path }: { path: string }) {
  const { t } = useTranslation('app_terms');
  const [authenticated, language] = useUnit([$isAuthenticated, $language]);
  useEffect(() => {
    // The spec asks for unknown paths to be logged, so broken links show up in the console and in error reports.
    console.warn(`404: no route for ${path}`);
  }, [path]);
  return (
    <main>
      <NotFound
        title={t('notFound.title')}
        description={t('notFound.description')}
        homeText={t('notFound.home')}
        homeHref="/"
        {...(authenticated
          ? {
              dashboardHref: localizePath('/app/dashboard', language),
              dashboardText: t('notFound.dashboard'),
            }
          : {})}
        renderLink={renderRouterLink}
      />
    </main>
  );
}
