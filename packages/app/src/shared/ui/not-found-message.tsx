import { NotFound } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '../i18n/index.ts';
import { renderRouterLink } from '../routing/index.ts';

/** The app's "page not found" message in the visitor's language; a signed-in visitor also gets the dashboard link. */
export function NotFoundMessage({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('app_terms');
  const language = useUnit($language);
  return (
    <NotFound
      title={t('notFound.title')}
      description={t('notFound.description')}
      homeText={t('notFound.home')}
      homeHref={localizePath('/', language)}
      {...(signedIn
        ? { dashboardHref: localizePath('/app/dashboard', language), dashboardText: t('notFound.dashboard') }
        : {})}
      renderLink={renderRouterLink}
    />
  );
}
