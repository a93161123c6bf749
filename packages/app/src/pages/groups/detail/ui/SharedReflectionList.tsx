import { Badge } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { localizedName, type SharedReflection } from '@/entities/group';
import { $language } from '@/shared/i18n';
import * as appPage from '@/shared/ui/app-page.css.ts';
import * as styles from './GroupDetailPage.css.ts';

/** What members shared, newest first: only the parts each author chose. */
export function SharedReflectionList({ reflections }: { reflections: SharedReflection[] }) {
  const { t } = useTranslation('groups');
  const language = useUnit($language);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <section className={styles.section} aria-labelledby="group-shared">
      <h2 id="group-shared" className={styles.sectionTitle}>
        {t('shared.title')}
      </h2>
      {reflections.length === 0 ? (
        <p className={styles.muted}>{t('shared.empty')}</p>
      ) : (
        <ul className={appPage.list}>
          {reflections.map((reflection) => (
            <li key={reflection.id}>
              <article className={styles.shared} aria-label={t('shared.by', { name: reflection.authorName })}>
                <p className={styles.muted}>
                  {reflection.sharedDate === null
                    ? t('shared.by', { name: reflection.authorName })
                    : t('shared.byOn', {
                        name: reflection.authorName,
                        date: date.format(new Date(reflection.sharedDate)),
                      })}
                </p>
                {reflection.title ? <h3 className={styles.sharedTitle}>{reflection.title}</h3> : null}
                {reflection.description ? <p className={styles.text}>{reflection.description}</p> : null}
                {reflection.emotions.length > 0 ? (
                  <ul className={styles.emotions} aria-label={t('shared.emotions')}>
                    {reflection.emotions.map((emotion) => (
                      <li key={emotion.id}>
                        <Badge>{localizedName(emotion.name, language)}</Badge>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {reflection.thoughts ? (
                  <p className={styles.text}>
                    <strong>{t('shared.thoughts')}</strong> {reflection.thoughts}
                  </p>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
