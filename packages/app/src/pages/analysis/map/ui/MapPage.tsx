import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $activeClient } from '@/entities/client';
import { FREE_HISTORY_DAYS } from '@/entities/reflection';
import { $access } from '@/entities/session';
import { $language, localizePath, usePageTranslations } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { HistoryLimitNotice } from '@/shared/ui';
import { $periodLimited, mapClosed, mapOpened } from '../model/map.ts';
import { MapControls } from './MapControls.tsx';
import * as styles from './MapPage.css.ts';
import { MapView } from './MapView.tsx';

/**
 * /app/map: where the active client's feelings were (a caretaker's selected client): every check-in and
 * reflection emotion of the period on the pleasantness × energy map, or as a table.
 */
export function MapPage() {
  usePageTranslations(['insights', 'reflection']);
  const { t } = useTranslation('insights');
  const [access, client, language, limited, open, close] = useUnit([
    $access,
    $activeClient,
    $language,
    $periodLimited,
    mapOpened,
    mapClosed,
  ]);
  usePageMeta({ title: t('map.metaTitle'), description: t('map.metaDescription') });

  useEffect(() => {
    open();
    return () => close();
  }, [open, close]);

  return (
    <section className={styles.page} aria-labelledby="map-title">
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <h1 id="map-title" className={styles.title}>
            {t('map.title')}
          </h1>
          <p className={styles.subtitle}>
            {client && access.clientManagement ? t('map.aboutClient', { name: client.name }) : t('map.intro')}
          </p>
        </div>
      </header>
      <MapControls />
      {limited && (
        <HistoryLimitNotice
          message={t('map.limited', { days: FREE_HISTORY_DAYS })}
          upgradeLabel={t('map.upgrade')}
          upgradePath={localizePath('/app/subscriptions', language)}
        />
      )}
      <MapView />
    </section>
  );
}
