import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { PageIntro, PageSection, pageStyles } from '@/shared/ui';
import { AboutCards } from './AboutCards.tsx';
import * as styles from './AboutPage.css.ts';

const PRINCIPLES = ['privacy', 'honesty', 'calm', 'languages'] as const;
const AUDIENCES = ['individuals', 'caretakers', 'professionals'] as const;
/** The two side-by-side notes: where the beta stands, and what the product is not. */
const NOTES = [
  { key: 'beta', className: styles.note },
  { key: 'care', className: styles.care },
] as const;

/** `/about`: why the product exists, what it holds itself to, and who it is for. */
export function AboutPage() {
  const { t } = useTranslation('site', { keyPrefix: 'about' });
  const language = useUnit($language);
  usePageMeta({ title: t('documentTitle'), description: t('description') });
  return (
    <main className={pageStyles.page}>
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />

      <PageSection
        titleId="mission-title"
        title={t('mission.title')}
        className={`${pageStyles.section} ${pageStyles.prose}`}
      >
        <p>{t('mission.body1')}</p>
        <p>{t('mission.body2')}</p>
      </PageSection>

      <AboutCards
        titleId="principles-title"
        title={t('principles.title')}
        cards={PRINCIPLES.map((key) => ({
          key,
          title: t(`principles.${key}.title`),
          body: t(`principles.${key}.body`),
        }))}
      />

      <AboutCards
        titleId="audience-title"
        title={t('audience.title')}
        cards={AUDIENCES.map((key) => ({
          key,
          title: t(`audience.${key}.title`),
          body: t(`audience.${key}.body`),
        }))}
      />

      <div className={styles.two}>
        {NOTES.map(({ key, className }) => (
          <PageSection
            key={key}
            titleId={`${key}-title`}
            title={t(`${key}.title`)}
            className={className}
            titleClassName={styles.cardTitle}
          >
            <p>{t(`${key}.body`)}</p>
          </PageSection>
        ))}
      </div>

      <PageSection titleId="about-cta-title" title={t('cta.title')}>
        <p className={pageStyles.muted}>{t('cta.body')}</p>
        <div className={pageStyles.actions}>
          <Link to={localizePath('/contact', language)} className={pageStyles.ctaPrimary}>
            {t('cta.contact')}
          </Link>
          <Link to={localizePath('/product', language)} className={pageStyles.ctaSecondary}>
            {t('cta.product')}
          </Link>
        </div>
      </PageSection>
    </main>
  );
}
