import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath, usePageTranslations } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { PageIntro, PageSection, pageStyles } from '@/shared/ui';
import * as styles from './LegalPage.css.ts';
import { LegalSectionBody } from './LegalSectionBody.tsx';

export type LegalDocumentName = 'terms' | 'privacy' | 'cookies';

const DOCUMENTS: readonly LegalDocumentName[] = ['terms', 'privacy', 'cookies'];

/** One legal document: dated, with a table of contents whose links lead to each numbered section. */
export function LegalDocument({ name }: { name: LegalDocumentName }) {
  usePageTranslations(['legal']);
  const { t } = useTranslation('legal');
  const language = useUnit($language);
  const path = localizePath(`/legal/${name}`, language);
  const sections = t(`${name}.sections`, { returnObjects: true });
  usePageMeta({ title: t(`${name}.documentTitle`), description: t(`${name}.description`) });
  return (
    <main className={pageStyles.page}>
      <PageIntro
        title={t(`${name}.title`)}
        byline={<p className={styles.updated}>{t('common.updated')}</p>}
        lead={t(`${name}.lead`)}
      />
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="legal-contents">
          <h2 id="legal-contents" className={styles.tocTitle}>
            {t('common.contents')}
          </h2>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <Link to={path} hash={section.id} className={styles.tocLink}>
                  {section.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {sections.map((section) => (
            <PageSection
              key={section.id}
              id={section.id}
              titleId={`${section.id}-title`}
              title={section.title}
              className={styles.section}
              titleClassName={styles.sectionTitle}
            >
              <LegalSectionBody section={section} />
            </PageSection>
          ))}
          <nav className={styles.others} aria-label={t('common.otherDocuments')}>
            {DOCUMENTS.filter((other) => other !== name).map((other) => (
              <Link key={other} to={localizePath(`/legal/${other}`, language)}>
                {t(`common.${other}`)}
              </Link>
            ))}
            <Link to={localizePath('/docs/local-encryption', language)}>{t('common.encryption')}</Link>
            <Link to={localizePath('/contact', language)}>{t('common.contact')}</Link>
          </nav>
        </div>
      </div>
    </main>
  );
}
