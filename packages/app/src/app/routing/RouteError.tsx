import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recoverFromChunkError } from '@/shared/lib/chunk-recovery';
import { ChunkLoadError, RouteConfigurationError } from '@/shared/routing';

function AppUpdating({ onGiveUp }: { onGiveUp: () => void }) {
  const { t } = useTranslation('app_terms');
  useEffect(() => {
    void recoverFromChunkError().then((reloading) => {
      if (!reloading) onGiveUp();
    });
  }, [onGiveUp]);
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}
    >
      {t('updatingApp')}
    </div>
  );
}

export function RouteError({ error }: ErrorComponentProps) {
  const { t } = useTranslation('app_terms');
  const [recoveryFailed, setRecoveryFailed] = useState(false);
  if (error instanceof ChunkLoadError && !recoveryFailed) {
    return <AppUpdating onGiveUp={() => setRecoveryFailed(true)} />;
  }
  if (error instanceof RouteConfigurationError) {
    return (
      <div role="alert">
        <h1>{t('routeConfigError.title')}</h1>
        <p>{error.message}</p>
      </div>
    );
  }
  return (
    <div role="alert">
      <h1>{t('pageLoadError.title')}</h1>
      <p>{t('pageLoadError.description')}</p>
    </div>
  );
}
