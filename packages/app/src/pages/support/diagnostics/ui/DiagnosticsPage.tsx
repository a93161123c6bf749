import { Button, EmptyState, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/shared/config';
import { diagnosticsOpened, diagnosticsQuery, refreshRequested } from '../model/diagnostics.ts';
import { CacheSection } from './CacheSection.tsx';
import * as styles from './DiagnosticsPage.css.ts';
import { DeviceSection } from './DeviceSection.tsx';
import { EmulatorSection } from './EmulatorSection.tsx';
import { PushSection } from './PushSection.tsx';
import { WorkerSection } from './WorkerSection.tsx';

/**
 * `/app/test`: what support staff ask about (the spec's diagnostics route): the service worker, the app's
 * caches with "clear", how the app runs on this device and its version, push on this device with a test
 * notification, and on the built-in emulator its
 * switches. Linked from settings.
 */
export function DiagnosticsPage() {
  const { t } = useTranslation('app_content');
  const [diagnostics, failed, pending, opened, refresh] = useUnit([
    diagnosticsQuery.$data,
    diagnosticsQuery.$failed,
    diagnosticsQuery.$pending,
    diagnosticsOpened,
    refreshRequested,
  ]);
  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <section className={styles.page} aria-labelledby="diagnostics-title">
      <header className={styles.header}>
        <h1 id="diagnostics-title">{t('diagnostics.title')}</h1>
        <Button type="button" variant="secondary" size="sm" loading={pending} onClick={() => refresh()}>
          {t('diagnostics.refresh')}
        </Button>
        <p className={styles.intro}>{t('diagnostics.intro')}</p>
      </header>
      {diagnostics ? (
        <>
          <WorkerSection worker={diagnostics.worker} />
          <CacheSection caches={diagnostics.caches} />
          <DeviceSection diagnostics={diagnostics} />
          <PushSection diagnostics={diagnostics} />
          {appConfig().useEmulator ? <EmulatorSection /> : null}
        </>
      ) : failed ? (
        <EmptyState
          headingLevel={2}
          title={t('diagnostics.failed')}
          action={
            <Button type="button" variant="secondary" onClick={() => refresh()}>
              {t('diagnostics.retry')}
            </Button>
          }
        />
      ) : (
        <div role="status" aria-busy="true">
          <VisuallyHidden>{t('diagnostics.loading')}</VisuallyHidden>
          <Skeleton height="12rem" />
        </div>
      )}
    </section>
  );
}
