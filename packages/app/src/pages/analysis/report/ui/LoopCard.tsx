import { Button, Field, Textarea } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { timingKey } from '@/entities/reflection';
import { $language, localizePath } from '@/shared/i18n';
import { LOOP_NOTE_MAX, type TrackedLoop } from '../model/loops.ts';
import { loopHeadingId } from './loop-heading.ts';
import { ReflectionLink } from './ReflectionLink.tsx';
import { moodStep } from './mood.ts';
import * as styles from './ReportPage.css.ts';

/** Weeks shown in the loop's frequency strip: about the last three months. */
const STRIP_WEEKS = 13;

/**
 * One loop: how often it came back (per week, with a strip of the last weeks), how the feelings "after"
 * changed (is it loosening?), its reflections in time order (links), and the person's note on what
 * helps, saved to the loop.
 */
export function LoopCard({
  loop,
  saving,
  saveFailed,
  onSaveNote,
}: {
  loop: TrackedLoop;
  saving: boolean;
  saveFailed: boolean;
  onSaveNote: (note: string) => void;
}) {
  const { t } = useTranslation(['insights', 'reflection']);
  const language = useUnit($language);
  const titleId = loopHeadingId(loop.loopId);
  const [note, setNote] = useState(loop.note ?? '');
  const [attempted, setAttempted] = useState(false);
  const tooLong = note.trim().length > LOOP_NOTE_MAX;
  const changed = note.trim() !== (loop.note ?? '').trim();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const weekDate = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short' });
  // A rare loop keeps two decimals ("about 0.04 a week"), not "about 0".
  const perWeek = new Intl.NumberFormat(language, {
    maximumFractionDigits: loop.perWeek < 1 ? 2 : 1,
  }).format(loop.perWeek);
  const strip = loop.weeks.slice(-STRIP_WEEKS);
  const most = Math.max(1, ...strip.map((week) => week.count));
  const busyWeeks = strip.filter((week) => week.count > 0);
  const timingName = (timing: number | null) => {
    const key = timing === null ? null : timingKey(timing);
    return key === null ? '' : t(key, { ns: 'reflection' });
  };

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    setAttempted(true);
    if (!tooLong) onSaveNote(note);
  }

  return (
    <li className={styles.loopCard} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.loopTitle} tabIndex={-1}>
        <span
          className={styles.loopDot}
          style={loop.color ? { background: loop.color } : undefined}
          aria-hidden="true"
        />
        {loop.title ?? t('report.loops.sealedTitle')}
      </h4>
      <p className={styles.text}>
        {t('report.loops.frequency', { count: loop.reflections.length, perWeek })}{' '}
        {loop.afterTrend === null
          ? t('report.loops.trend.none')
          : t(`report.loops.trend.${loop.afterTrend}`, {
              mood: t(`report.pixels.moods.${moodStep(loop.after.at(-1)?.pleasantness ?? 0)}`),
            })}
      </p>
      <div
        className={styles.loopStrip}
        role="img"
        aria-label={
          busyWeeks.length === 0
            ? t('report.loops.stripNone', { count: strip.length })
            : t('report.loops.strip', {
                count: strip.length,
                list: busyWeeks
                  .map((week) =>
                    t('report.loops.stripWeek', {
                      date: weekDate.format(new Date(`${week.start}T12:00`)),
                      count: week.count,
                    }),
                  )
                  .join(', '),
              })
        }
      >
        {strip.map((week) => (
          <span
            key={week.start}
            className={styles.loopStripBar}
            style={{ blockSize: `${String(Math.max(8, (week.count / most) * 100))}%` }}
            data-count={week.count}
          />
        ))}
      </div>
      <details className={styles.tableDetails}>
        <summary>{t('report.loops.timeline', { count: loop.reflections.length })}</summary>
        <ol className={styles.dayList}>
          {loop.reflections.map((reflection) => (
            <ReflectionLink
              key={reflection.id}
              id={reflection.id}
              title={reflection.title}
              detail={[
                date.format(new Date(reflection.date)),
                reflection.timing === null ? '' : timingName(reflection.timing),
                reflection.emotions.map((emotion) => emotion.name).join(', '),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          ))}
        </ol>
      </details>
      {loop.note === null ? (
        <p className={styles.muted}>{t('report.loops.noteSealed')}</p>
      ) : (
        <form className={styles.loopForm} noValidate onSubmit={submit}>
          <Field
            label={t('report.loops.note')}
            hint={t('report.loops.noteHint')}
            error={
              attempted && tooLong
                ? t('report.loops.noteTooLong', { max: LOOP_NOTE_MAX })
                : saveFailed
                  ? t('report.loops.noteFailed')
                  : undefined
            }
          >
            <Textarea rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
          </Field>
          <div className={styles.loopActions}>
            <Button type="submit" size="sm" variant="secondary" loading={saving} disabled={!changed}>
              {t('report.loops.saveNote')}
            </Button>
          </div>
        </form>
      )}
      <Link
        to={localizePath('/app/reflection', language)}
        search={{ loop: loop.loopId }}
        className={styles.link}
      >
        {t('report.loops.allReflections')}
      </Link>
    </li>
  );
}
