import { Button, PageLoadError, Switch } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $isAuthenticated } from '@/entities/session';
import { usePageMeta } from '@/shared/lib/page-meta';
import { NotFoundMessage, PageIntro, PageSection, pageStyles } from '@/shared/ui';
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
    <PageSection titleId="page-load-demo-title" title={t('title')} className={styles.demo}>
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
    </PageSection>
  );
}

function NotFoundDemo() {
  const { t } = useTranslation('site', { keyPrefix: 'errorDemo.notFound' });
  const authenticated = useUnit($isAuthenticated);
  return (
    <PageSection titleId="not-found-demo-title" title={t('title')} className={styles.demo}>
      <p>{t('body')}</p>
      <div className={styles.frame}>
        <NotFoundMessage signedIn={authenticated} />
      </div>
    </PageSection>
  );
}

/** `/error-demo`: the error screens as visitors see them, for support staff (not in the sitemap). */
export function ErrorDemoPage() {
  const { t } = useTranslation('site', { keyPrefix: 'errorDemo' });
  usePageMeta({ title: t('documentTitle'), description: t('description') });
  return (
    <main className={pageStyles.page}>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <PageLoadErrorDemo />
      <NotFoundDemo />
    </main>
  );
}
