import { Switch } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { $emotionCatalogue } from '@/entities/emotion';
import { levelName, STEPS, TIMINGS, type StepName } from '../lib/draft.ts';
import { $loops } from '../model/lists.ts';
import { $canMarkPrivate, $draft, fieldChanged, stepSelected } from '../model/wizard.ts';
import * as styles from './ReflectionWizard.css.ts';

/** Step 7: everything entered, by step, with a way back to each. */
export function ReviewStep() {
  const { t, i18n } = useTranslation('reflection-wizard');
  const [draft, catalogue, loops, canMarkPrivate, change] = useUnit([
    $draft,
    $emotionCatalogue,
    $loops,
    $canMarkPrivate,
    fieldChanged,
  ]);
  const privacyId = useId();
  const notGiven = <span className={styles.muted}>{t('review.notGiven')}</span>;
  const text = (value: string): ReactNode => (value.trim() ? value : notGiven);
  const date = new Date(draft.date);
  const names = new Map(catalogue.map((emotion) => [emotion.id, emotion.name]));
  const timing = TIMINGS.find(([, value]) => value === draft.timing)?.[0];
  const loop =
    draft.loop.kind === 'new'
      ? t('review.newLoop', { title: draft.loop.title.trim() })
      : draft.loop.kind === 'existing'
        ? (() => {
            const id = draft.loop.id;
            const found = loops.find((l) => l.id === id);
            return found === undefined
              ? t('loop.untitled')
              : (found.title ?? t('loop.locked')) || t('loop.untitled');
          })()
        : t('loop.none');
  return (
    <div className={styles.review}>
      <ReviewSection step="event">
        <Entry term={t('review.title')}>{text(draft.title)}</Entry>
        <Entry term={t('review.description')}>{text(draft.description)}</Entry>
        <Entry term={t('review.date')}>
          {Number.isNaN(date.getTime())
            ? notGiven
            : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                date,
              )}
        </Entry>
        <Entry term={t('review.tags')}>{draft.tags.length ? draft.tags.join(', ') : notGiven}</Entry>
      </ReviewSection>
      <ReviewSection step="timing">
        <Entry term={t('review.timing')}>{timing ? t(`timing.${timing}`) : notGiven}</Entry>
      </ReviewSection>
      <ReviewSection step="emotions">
        <Entry term={t('review.emotions')}>
          {draft.emotions.length
            ? draft.emotions
                .map((e) =>
                  t('review.emotionLevel', {
                    name: names.get(e.emotionId) ?? '…',
                    level: t(`levels.${levelName(e.level)}`),
                  }),
                )
                .join(', ')
            : notGiven}
        </Entry>
      </ReviewSection>
      <ReviewSection step="body">
        <Entry term={t('review.body')}>
          {draft.body.length
            ? draft.body
                .map((b) =>
                  t('review.emotionLevel', {
                    name: t(`body.areas.${b.area}`),
                    level: t(`levels.${levelName(b.intensity)}`),
                  }),
                )
                .join(', ')
            : notGiven}
        </Entry>
      </ReviewSection>
      <ReviewSection step="thoughts">
        <Entry term={t('review.thoughts')}>{text(draft.thoughts)}</Entry>
        <Entry term={t('review.actions')}>{text(draft.actions)}</Entry>
        <Entry term={t('review.needs')}>{text(draft.needs)}</Entry>
      </ReviewSection>
      <ReviewSection step="loop">
        <Entry term={t('review.loop')}>{loop}</Entry>
      </ReviewSection>
      {canMarkPrivate && (
        <section className={styles.reviewSection} aria-labelledby={privacyId}>
          <h3 id={privacyId} className={styles.subheading}>
            {t('review.privacy')}
          </h3>
          <Switch
            label={t('review.private')}
            hint={t('review.privateHint')}
            checked={draft.private}
            onCheckedChange={(checked) => change({ private: checked })}
          />
        </section>
      )}
    </div>
  );
}

function ReviewSection({ step, children }: { step: Exclude<StepName, 'review'>; children: ReactNode }) {
  const { t } = useTranslation('reflection-wizard');
  const select = useUnit(stepSelected);
  const headingId = useId();
  const label = t(`steps.${step}.label`);
  return (
    <section className={styles.reviewSection} aria-labelledby={headingId}>
      <div className={styles.reviewHeader}>
        <h3 id={headingId} className={styles.subheading}>
          {label}
        </h3>
        <button
          type="button"
          className={styles.chip}
          aria-label={t('review.editStep', { step: label })}
          onClick={() => select(STEPS.indexOf(step))}
        >
          {t('review.edit')}
        </button>
      </div>
      <dl className={styles.reviewList}>{children}</dl>
    </section>
  );
}

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={styles.reviewTerm}>{term}</dt>
      <dd className={styles.reviewValue}>{children}</dd>
    </div>
  );
}
