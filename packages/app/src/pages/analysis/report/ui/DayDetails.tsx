import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { isoDay } from '@/entities/emotion';
import { $language } from '@/shared/i18n';
import type { Report } from '../model/report.ts';
import * as styles from './ReportPage.css.ts';

/** The chosen day's feelings, in time order; a polite live region, always mounted. */
export function DayDetails({
  day,
  points,
  onClose,
}: {
  day: string | null;
  points: Report['points'];
  onClose: () => void;
}) {
  const { t } = useTranslation('insights');
  const language = useUnit($language);
  const felt = day ? points.filter((point) => isoDay(new Date(point.date)) === day) : [];
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
  const [year = 0, month = 1, date = 1] = (day ?? '').split('-').map(Number);
  return (
    <div aria-live="polite">
      {day && (
        <div className={styles.state}>
          <h3 className={styles.text}>
            {t('report.pixels.chosen', {
              date: new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(
                new Date(year, month - 1, date),
              ),
            })}
          </h3>
          {felt.length === 0 ? (
            <p className={styles.muted}>{t('report.pixels.none')}</p>
          ) : (
            <ul className={styles.dayList}>
              {felt.map((point) => (
                <li key={point.key}>
                  {point.emotion.name}{' '}
                  <span className={styles.muted}>· {time.format(new Date(point.date))}</span>
                </li>
              ))}
            </ul>
          )}
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t('report.pixels.close')}
          </Button>
        </div>
      )}
    </div>
  );
}
