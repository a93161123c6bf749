import { Button, EmptyState, RadioGroup, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $emotionCatalogue,
  $emotionCatalogueState,
  EmotionPicker,
  emotionCatalogueRequested,
} from '@/entities/emotion';
import { LEVELS, levelName, withEmotionLevel } from '../lib/draft.ts';
import { $draft, $errors, emotionsPicked, fieldChanged } from '../model/wizard.ts';
import * as styles from './ReflectionWizard.css.ts';

/**
 * Step 3: one or more words of the catalogue, on the Mood-Meter grid or by search in the current language
 * (the picker offers the composite of two chosen basics), each with its level.
 */
export function EmotionsStep() {
  const { t } = useTranslation('reflection-wizard');
  const [catalogue, status, draft, errors] = useUnit([
    $emotionCatalogue,
    $emotionCatalogueState,
    $draft,
    $errors,
  ]);
  const [pick, change, requestCatalogue] = useUnit([emotionsPicked, fieldChanged, emotionCatalogueRequested]);
  const errorId = useId();
  const levelsId = useId();

  if (status === 'failed')
    return (
      <EmptyState
        headingLevel={3}
        title={t('emotions.failed')}
        action={
          <Button type="button" variant="secondary" onClick={() => requestCatalogue()}>
            {t('emotions.retry')}
          </Button>
        }
      />
    );
  if (status === 'loading')
    return (
      <div role="status" aria-busy="true">
        <VisuallyHidden>{t('emotions.loading')}</VisuallyHidden>
        <Skeleton height="10rem" />
      </div>
    );

  const byId = new Map(catalogue.map((emotion) => [emotion.id, emotion]));
  const chosen = draft.emotions.flatMap((e) => {
    const emotion = byId.get(e.emotionId);
    return emotion ? [{ ...e, name: emotion.name }] : [];
  });
  return (
    <div className={styles.fields}>
      <EmotionPicker
        emotions={catalogue}
        value={draft.emotions.map((e) => e.emotionId)}
        allowOwnWords
        onChange={(ids) => pick(ids)}
      />
      {errors.emotions && (
        <p id={errorId} role="alert" className={styles.error}>
          {t(`errors.${errors.emotions}`)}
        </p>
      )}
      {chosen.length > 0 && (
        <section className={styles.levels} aria-labelledby={levelsId}>
          <h3 id={levelsId} className={styles.subheading}>
            {t('emotions.levelsTitle')}
          </h3>
          {chosen.map((emotion) => (
            <RadioGroup
              key={emotion.emotionId}
              label={t('emotions.levelOf', { name: emotion.name })}
              orientation="horizontal"
              value={levelName(emotion.level)}
              options={LEVELS.map(([name]) => ({ value: name, label: t(`levels.${name}`) }))}
              onValueChange={(value) => {
                const level = LEVELS.find(([name]) => name === value)?.[1];
                if (level !== undefined)
                  change({
                    emotions: withEmotionLevel(draft.emotions, emotion.emotionId, level),
                  });
              }}
            />
          ))}
        </section>
      )}
    </div>
  );
}
