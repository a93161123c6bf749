import { Button, EmptyState, Skeleton } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { wheelOf } from '@/entities/emotion';
import { $language, localizePath } from '@/shared/i18n';
import { $mapBusy, $mapState, $points, $tableShown, $timing, $view, retryRequested } from '../model/map.ts';
import { EmotionMapChart } from './EmotionMapChart.tsx';
import { EmotionWheel } from './EmotionWheel.tsx';
import * as styles from './MapPage.css.ts';
import { MapTable } from './MapTable.tsx';
import { WheelTable } from './WheelTable.tsx';

/** The map or the wheel (or either as a table) in every state: loading, failed with a retry, empty, or the points. */
export function MapView() {
  const { t } = useTranslation('insights');
  const [state, points, busy, tableShown, view, timing, language, retry] = useUnit([
    $mapState,
    $points,
    $mapBusy,
    $tableShown,
    $view,
    $timing,
    $language,
    retryRequested,
  ]);

  if (state === 'loading')
    return (
      <div className={styles.state} role="status">
        <span className={styles.muted}>{t('map.loading')}</span>
        <Skeleton width="100%" height="20rem" />
      </div>
    );
  if (state === 'error')
    return (
      <div className={styles.state} role="alert">
        <strong>{t('map.failed')}</strong>
        <p className={styles.muted}>{t('map.failedDescription')}</p>
        <Button variant="secondary" onClick={() => retry()}>
          {t('map.retry')}
        </Button>
      </div>
    );
  const shown = points ?? [];
  const wheel = view === 'wheel' ? wheelOf(shown) : null;
  return (
    <div className={busy ? styles.busy : undefined} aria-busy={busy}>
      <p className={styles.muted} role="status">
        {busy ? t('map.updating') : ''}
      </p>
      {shown.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t(timing === null ? 'map.empty.title' : 'map.empty.filteredTitle')}
          description={t(timing === null ? 'map.empty.description' : 'map.empty.filteredDescription')}
          action={
            timing === null ? (
              <Link to={localizePath('/app/dashboard', language)} className={styles.link}>
                {t('map.empty.action')}
              </Link>
            ) : undefined
          }
        />
      ) : wheel ? (
        tableShown ? (
          <WheelTable {...wheel} />
        ) : (
          <EmotionWheel {...wheel} />
        )
      ) : tableShown ? (
        <MapTable points={shown} />
      ) : (
        <EmotionMapChart points={shown} />
      )}
    </div>
  );
}
