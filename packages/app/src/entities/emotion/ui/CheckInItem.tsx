import { useTranslation } from 'react-i18next';
import type { CheckIn } from '../model/types.ts';
import * as css from './CheckInItem.css.ts';
import { swatch } from './EmotionPicker.css.ts';

const LEVEL_KEYS = { 1: 'low', 2: 'medium', 4: 'high' } as const;

/** One check-in: its time, word (with its colour), level and note (or why the note cannot be read). */
export function CheckInItem({ checkIn }: { checkIn: CheckIn }) {
  const { t, i18n } = useTranslation('app_content');
  const date = new Date(checkIn.date);
  const time = Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(date);
  const { emotion } = checkIn;
  return (
    <article className={css.item}>
      <time className={css.time} dateTime={checkIn.date}>
        {time}
      </time>
      <span className={css.word}>
        {emotion ? <span aria-hidden="true" className={`${css.dot} ${swatch[emotion.quadrant]}`} /> : null}
        {emotion ? emotion.name : t('checkIn.today.unknownWord')}
      </span>
      {checkIn.level === null ? null : (
        <p className={css.meta}>
          {t('checkIn.today.level', { level: t(`checkIn.levels.${LEVEL_KEYS[checkIn.level]}`) })}
        </p>
      )}
      {checkIn.protection === 'locked' ? (
        <p className={css.meta}>{t('checkIn.today.noteLocked')}</p>
      ) : checkIn.protection === 'damaged' ? (
        <p className={css.meta}>{t('checkIn.today.noteDamaged')}</p>
      ) : checkIn.note ? (
        <p className={css.note}>{checkIn.note}</p>
      ) : null}
    </article>
  );
}
