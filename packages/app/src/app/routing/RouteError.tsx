import { PageLoadError, PageSpinner } from '@emotion-guru/ui';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recoverFromChunkError } from '@/shared/lib/chunk-recovery';
import { ChunkLoadError, RouteConfigurationError } from '@/shared/routing';
import { InsideMain } from '../layouts/main-content.ts';

/** "Updating app... Please wait a moment." while caches are cleared and the page reloads once. */
function AppUpdating({ onGiveUp }: { onGiveUp: () => void }) {
  const { t } = useTranslation('app_terms');
  useEffect(() => {
    void recoverFromChunkError().then((reloading) => {
      if (!reloading) onGiveUp();
    });
  }, [onGiveUp]);
  return <PageSpinner label={t('updatingApp')} fullScreen />;
}

/**
 * A route that failed: a chunk that failed to load first tries the app's recovery; otherwise the page-load
 * error with its refresh countdown. Its own `<main>` only outside the app area, whose layout has one.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const { t } = useTranslation('app_terms');
  const [recoveryFailed, setRecoveryFailed] = useState(false);
  const Landmark = useContext(InsideMain) ? 'div' : 'main';
  if (error instanceof ChunkLoadError && !recoveryFailed) {
    return <AppUpdating onGiveUp={() => setRecoveryFailed(true)} />;
  }
  if (error instanceof RouteConfigurationError) {
    return (
      <Landmark role="alert">
        <h1>{t('routeConfigError.title')}</h1>
        <p>{error.message}</p>
      </Landmark>
    );
  }
  return (
    <Landmark>
      <PageLoadError
        title={t('pageLoadError.title')}
        description={t('pageLoadError.description')}
        refreshText={t('pageLoadError.refresh')}
        countdownText={(seconds) => t('pageLoadError.countdown', { count: seconds })}
        onRefresh={() => window.location.reload()}
      />
    </Landmark>
  );
}
