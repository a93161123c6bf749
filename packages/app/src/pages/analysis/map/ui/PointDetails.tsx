import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { MapPoint } from '@/entities/emotion';
import { timingKey } from '@/entities/reflection';
import { $language, localizePath } from '@/shared/i18n';
import * as styles from './MapPage.css.ts';
import { formatPointDate } from './format.ts';

/**
 * The chosen point in words: its feeling, where on the map, when, at what timing, and the reflection it
 * came from. A polite live region, always mounted, so moving with the arrow keys is announced.
 */
export function PointDetails({ point }: { point: MapPoint | undefined }) {
  const { t } = useTranslation(['insights', 'reflection', 'app_terms']);
  const language = useUnit($language);
  const timing = point ? timingKey(point.timing) : null;
  return (
    <div className={styles.details} aria-live="polite" data-point-details>
      {point ? (
        <>
          <span>
            <span className={styles.swatch[point.emotion.quadrant]} aria-hidden="true" />
            <span className={styles.detailWord}>{point.emotion.name}</span>
            {' · '}
            {t(`emotionPicker.quadrants.${point.emotion.quadrant}.hint`, { ns: 'app_terms' })}
          </span>
          <span className={styles.muted}>
            {[
              formatPointDate(point.date, language),
              timing ? t(timing, { ns: 'reflection' }) : null,
              t(point.source === 'reflection' ? 'map.point.reflection' : 'map.point.checkIn'),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          {point.reflectionId && (
            <Link
              className={styles.link}
              to={localizePath(`/app/reflection/${point.reflectionId}`, language)}
            >
              {t('map.point.openReflection')}
            </Link>
          )}
        </>
      ) : (
        <span className={styles.muted}>{t('map.point.none')}</span>
      )}
    </div>
  );
}
