import { EmotionLevel } from '@emotion-guru/platform-sdk';
import { Button, Field, Select, Skeleton } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { $emotionCatalogue, emotionCatalogueRequested } from '@/entities/emotion';
import { FREE_HISTORY_DAYS } from '@/entities/journal';
import type { SaveBlock } from '@/entities/keyring';
import {
  DAYLIO_MOODS,
  MOOD_WORDS,
  isDaylioMood,
  type DaylioMood,
  type DaylioSummary,
  type MoodMapping,
  type OwnMood,
} from '../lib/daylio.ts';
import * as styles from './DaylioImport.css.ts';

/** The tags listed by name; the rest are counted. */
const TAGS_SHOWN = 8;

const LEVEL_KEYS = {
  [EmotionLevel.Low]: 'checkIn.levels.low',
  [EmotionLevel.Medium]: 'checkIn.levels.medium',
  [EmotionLevel.High]: 'checkIn.levels.high',
} as const;

/** What a read file will write, and the buttons that import it or choose another. */
export function DaylioPreview({
  fileName,
  preview,
  ownMoods,
  mapping,
  onMap,
  daysBeyondPlan,
  importing,
  blocked,
  failed,
  onImport,
  onCancel,
}: {
  fileName: string;
  preview: DaylioSummary;
  /** The file's moods that are not Daylio's five: each is mapped to one of them before the import. */
  ownMoods: readonly OwnMood[];
  mapping: MoodMapping;
  onMap: (label: string, mood: DaylioMood) => void;
  /** Days the user's plan will not show (kept all the same). */
  daysBeyondPlan: number;
  importing: boolean;
  blocked: SaveBlock;
  failed: boolean;
  onImport: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('app_content');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [catalogue, requestCatalogue] = useUnit([$emotionCatalogue, emotionCatalogueRequested]);
  useEffect(() => requestCatalogue(), [requestCatalogue]);
  // The preview replaces the file field: focus follows, so a keyboard user is not left on nothing.
  useEffect(() => headingRef.current?.focus(), []);
  const names = useMemo(
    () =>
      new Map(catalogue.flatMap((emotion) => (emotion.slug ? [[emotion.slug, emotion.name] as const] : []))),
    [catalogue],
  );
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const shownTags = preview.tags.slice(0, TAGS_SHOWN).join(', ');
  const hiddenTags = preview.tags.length - TAGS_SHOWN;

  return (
    <section className={styles.preview} aria-labelledby="daylio-preview-title">
      <h4 id="daylio-preview-title" ref={headingRef} tabIndex={-1} className={styles.text}>
        {t('yourData.daylio.preview.title')}
      </h4>
      <p className={styles.muted}>{t('yourData.daylio.chosen', { name: fileName })}</p>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('yourData.daylio.preview.days')}</dt>
        <dd className={styles.detail}>
          {t('yourData.daylio.preview.range', {
            count: preview.checkIns,
            first: day.format(preview.first),
            last: day.format(preview.last),
          })}
        </dd>
        <dt className={styles.term}>{t('yourData.daylio.preview.checkIns')}</dt>
        <dd className={styles.detail}>{preview.checkIns}</dd>
        <dt className={styles.term}>{t('yourData.daylio.preview.entries')}</dt>
        <dd className={styles.detail}>
          {preview.entries} <span className={styles.muted}>{t('yourData.daylio.preview.entriesHint')}</span>
        </dd>
        <dt className={styles.term}>{t('yourData.daylio.preview.tags')}</dt>
        <dd className={styles.detail}>
          {preview.tags.length === 0
            ? t('yourData.daylio.preview.noTags')
            : hiddenTags > 0
              ? t('yourData.daylio.preview.moreTags', { tags: shownTags, count: hiddenTags })
              : shownTags}
        </dd>
      </dl>
      {ownMoods.length > 0 ? (
        <fieldset className={styles.ownMoods}>
          <legend className={styles.text}>{t('yourData.daylio.own.legend')}</legend>
          <p className={styles.muted}>{t('yourData.daylio.own.intro')}</p>
          {ownMoods.map((own) => (
            <Field
              key={own.label}
              label={t('yourData.daylio.own.label', { mood: own.name, count: own.days })}
            >
              <Select
                placeholder={t('yourData.daylio.own.choose')}
                value={mapping[own.label] ?? ''}
                options={DAYLIO_MOODS.map((mood) => ({
                  value: mood,
                  label: t(`yourData.daylio.moods.${mood}`),
                }))}
                onChange={(event) => {
                  if (isDaylioMood(event.target.value)) onMap(own.label, event.target.value);
                }}
              />
            </Field>
          ))}
        </fieldset>
      ) : null}
      <table className={styles.table}>
        <caption className={styles.caption}>{t('yourData.daylio.preview.moodsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.cell}>
              {t('yourData.daylio.preview.mood')}
            </th>
            <th scope="col" className={styles.cell}>
              {t('yourData.daylio.preview.word')}
            </th>
            <th scope="col" className={styles.cell}>
              {t('yourData.daylio.preview.count')}
            </th>
          </tr>
        </thead>
        <tbody>
          {DAYLIO_MOODS.map((mood) => {
            const { slug, level } = MOOD_WORDS[mood];
            const word = names.get(slug);
            return (
              <tr key={mood}>
                <th scope="row" className={styles.cell}>
                  {t(`yourData.daylio.moods.${mood}`)}
                </th>
                <td className={styles.cell}>
                  {word ? (
                    t('yourData.daylio.preview.wordLevel', { word, level: t(LEVEL_KEYS[level]) })
                  ) : (
                    <Skeleton width="6rem" height="1rem" />
                  )}
                </td>
                <td className={styles.cell}>{preview.moods[mood]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {daysBeyondPlan > 0 ? (
        <p className={styles.text}>
          {t('yourData.daylio.beyondPlan', { count: daysBeyondPlan, days: FREE_HISTORY_DAYS })}
        </p>
      ) : null}
      {blocked ? (
        <p role="alert" className={styles.problem}>
          {t(blocked === 'locked' ? 'yourData.daylio.locked' : 'yourData.daylio.checking')}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className={styles.problem}>
          {t('yourData.daylio.failed')}
        </p>
      ) : null}
      {preview.unmapped > 0 ? (
        <p className={styles.text}>{t('yourData.daylio.own.waiting', { count: preview.unmapped })}</p>
      ) : null}
      <div className={styles.actions}>
        <Button type="button" onClick={onImport} loading={importing} disabled={preview.unmapped > 0}>
          {importing
            ? t('yourData.daylio.importing')
            : t('yourData.daylio.import', { count: preview.checkIns })}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={importing}>
          {t('yourData.daylio.cancel')}
        </Button>
      </div>
    </section>
  );
}
