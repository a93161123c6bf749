import { useTranslation } from 'react-i18next';
import * as styles from './landing.css.ts';

const STORIES = ['sunday', 'caretaker', 'family'] as const;

/** Illustrative stories, labelled as such: no real customer is quoted. */
export function Testimonials() {
  const { t } = useTranslation('landing');
  return (
    <section className={styles.section} aria-labelledby="testimonials-title">
      <div className={styles.inner}>
        <div className={styles.heading}>
          <p className={styles.eyebrow}>{t('testimonials.eyebrow')}</p>
          <h2 id="testimonials-title" className={styles.h2}>
            {t('testimonials.title')}
          </h2>
          <p className={styles.disclaimer}>{t('testimonials.note')}</p>
        </div>
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
      </div>
    </section>
  );
}
