import { Button, PageLoadError, Switch } from '@emotion-guru/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection, pageStyles } from '@/shared/ui';
import * as styles from './ErrorDemoPage.css.ts';

/** The page-load error screen with its real 10-second countdown, which reloads only when asked to. */
export function PageLoadErrorDemo() {
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
