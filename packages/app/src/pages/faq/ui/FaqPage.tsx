import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { PageIntro, PageSection, pageStyles } from '@/shared/ui';
import { FAQ_GROUPS, type FaqGroup } from '../config/questions.ts';
import { faqPageJsonLd } from '../lib/structured-data.ts';
import * as styles from './FaqPage.css.ts';

const GROUPS = Object.keys(FAQ_GROUPS) as FaqGroup[];

/** `/faq`: grouped questions, each a native disclosure (keyboard and screen readers for free), plus FAQPage data. */
export function FaqPage() {
  const { t } = useTranslation('site', { keyPrefix: 'faq' });
  const language = useUnit($language);
  usePageMeta({ title: t('documentTitle'), description: t('description') });
  const structuredData = faqPageJsonLd(
    GROUPS.flatMap((group) =>
      FAQ_GROUPS[group].map((id) => ({ question: t(`questions.${id}.q`), answer: t(`questions.${id}.a`) })),
    ),
    language,
  );
  return (
    <main className={pageStyles.page}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData }} />
      <PageIntro
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={
          <>
            {t('lead')} <Link to={localizePath('/contact', language)}>{t('contactLink')}</Link>
          </>
        }
        leadClassName={styles.contact}
      />
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="faq-topics">
          <h2 id="faq-topics" className={styles.tocTitle}>
            {t('topics')}
          </h2>
          <ul className={styles.tocList}>
            {GROUPS.map((group) => (
              <li key={group}>
                <Link to={localizePath('/faq', language)} hash={group} className={styles.tocLink}>
                  {t(`groups.${group}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.groups}>
          {GROUPS.map((group) => (
            <PageSection
              key={group}
              id={group}
              titleId={`${group}-title`}
              title={t(`groups.${group}`)}
              className={styles.group}
            >
              {FAQ_GROUPS[group].map((id) => (
                <details key={id} className={styles.details}>
                  <summary className={styles.summary}>{t(`questions.${id}.q`)}</summary>
                  <p className={styles.answer}>{t(`questions.${id}.a`)}</p>
                </details>
              ))}
            </PageSection>
          ))}
        </div>
      </div>
    </main>
  );
}
