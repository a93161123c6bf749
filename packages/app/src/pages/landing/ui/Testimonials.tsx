import { useTranslation } from 'react-i18next';
import * as styles from './landing.css.ts';
import { LandingSection } from './LandingSection.tsx';

const STORIES = ['sunday', 'caretaker', 'family'] as const;

/** Illustrative stories, labelled as such: no real customer is quoted. */
export function Testimonials() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection
      titleId="testimonials-title"
      eyebrow={t('testimonials.eyebrow')}
      title={t('testimonials.title')}
      intro={<p className={styles.disclaimer}>{t('testimonials.note')}</p>}
    >
      <ul className={styles.grid3}>
        {STORIES.map((story) => {
          const author = t(`testimonials.${story}.author`);
          return (
            <li key={story} className={styles.quoteItem}>
              <figure className={styles.quoteCard}>
                <h3 className={styles.quoteName}>{t(`testimonials.${story}.name`)}</h3>
                <blockquote className={styles.quote}>
                  <p>{t(`testimonials.${story}.quote`)}</p>
                </blockquote>
                <figcaption className={styles.author}>
                  <span className={styles.initial} aria-hidden="true">
                    {author.charAt(0)}
                  </span>
                  <span>
                    <span className={styles.authorName}>{author}</span>
                    <span className={styles.authorRole}>{t(`testimonials.${story}.role`)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}
