import { Button, NotFound, PageLoadError, Switch } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $isAuthenticated } from '@/entities/session';
import { $language, localizePath } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { renderRouterLink } from '@/shared/routing';
import { pageStyles } from '@/shared/ui';
import * as styles from './ErrorDemoPage.css.ts';

/** The page-load error screen with its real 10-second countdown, which reloads only when asked to. */
function PageLoadErrorDemo() {
  const { t } = useTranslation('site', { keyPrefix: 'errorDemo.pageLoad' });
  const { t: tApp } = useTranslation('app_terms');
  const [reallyReload, setReallyReload] = useState(false);
  const [run, setRun] = useState(0);
  const [reached, setReached] = useState(false);

  const refresh = () => {
    if (reallyReload) window.location.reload();
    else setReached(true);
  };

  return (
    <section className={styles.demo} aria-labelledby="page-load-demo-title">
      <h2 id="page-load-demo-title" className={pageStyles.sectionTitle}>
        {t('title')}
      </h2>
      <p>{t('body')}</p>
      <p className={pageStyles.muted}>{t('safe')}</p>
      <div className={styles.controls}>
        <Switch label={t('reallyReload')} checked={reallyReload} onCheckedChange={setReallyReload} />
        <Button
          variant="secondary"
          onClick={() => {
            setReached(false);
            setRun((count) => count + 1);
          }}
        >
          {t('restart')}
        </Button>
      </div>
      <p className={styles.outcome} role="status">
        {reached ? t('wouldReload') : ''}
      </p>
      <div className={styles.frame}>
        <PageLoadError
          key={run}
          title={tApp('pageLoadError.title')}
          description={tApp('pageLoadError.description')}
          refreshText={tApp('pageLoadError.refresh')}
          countdownText={(seconds) => tApp('pageLoadError.countdown', { count: seconds })}
          onRefresh={refresh}
        />
      </div>
    </section>
  );
}

function NotFoundDemo() {
  const { t } = useTranslation('site', { keyPrefix: 'errorDemo.notFound' });
  const { t: tApp } = useTranslation('app_terms');
  const [authenticated, language] = useUnit([$isAuthenticated, $language]);
  return (
    <section className={styles.demo} aria-labelledby="not-found-demo-title">
      <h2 id="not-found-demo-title" className={pageStyles.sectionTitle}>
        {t('title')}
      </h2>
      <p>{t('body')}</p>
      <div className={styles.frame}>
        <NotFound
          title={tApp('notFound.title')}
          description={tApp('notFound.description')}
          homeText={tApp('notFound.home')}
          homeHref={localizePath('/', language)}
          {...(authenticated
            ? {
                dashboardHref: localizePath('/app/dashboard', language),
                dashboardText: tApp('notFound.dashboard'),
              }
            : {})}
          renderLink={renderRouterLink}
        />
      </div>
    </section>
  );
}

/** `/error-demo`: the error screens as visitors see them, for support staff (not in the sitemap). */
export function ErrorDemoPage() {
  const { t } = useTranslation('site', { keyPrefix: 'errorDemo' });
  usePageMeta({ title: t('documentTitle'), description: t('description') });
  return (
    <main className={pageStyles.page}>
      <header className={pageStyles.header}>
        <p className={pageStyles.eyebrow}>{t('eyebrow')}</p>
        <h1 className={pageStyles.title}>{t('title')}</h1>
        <p className={pageStyles.lead}>{t('lead')}</p>
      </header>
      <PageLoadErrorDemo />
      <NotFoundDemo />
    </main>
  );
}
