import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { useScrollToHash } from '@/shared/routing';
import { Bullets } from './Bullets.tsx';
import { DocSection } from './DocSection.tsx';
import * as styles from './LocalEncryptionDocsPage.css.ts';

/** `/docs/local-encryption`: what local encryption protects, from whom, and what a forgotten password costs. */
export function LocalEncryptionDocsPage() {
  const { t } = useTranslation('docs', { keyPrefix: 'localEncryption' });
  const language = useUnit($language);
  usePageMeta({ title: t('documentTitle'), description: t('lead') });
  useScrollToHash();

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>

      <DocSection id="what-it-is" title={t('what.title')}>
        <p>{t('what.optIn')}</p>
        <p>{t('what.afterwards')}</p>
      </DocSection>

      <DocSection id="what-is-protected" title={t('scope.title')}>
        <div className={styles.columns}>
          <div className={styles.column}>
            <h3 className={styles.subTitle}>{t('scope.protectedTitle')}</h3>
            <Bullets items={[t('scope.protectedTitleItem'), t('scope.protectedContentItem')]} />
          </div>
          <div className={styles.column}>
            <h3 className={styles.subTitle}>{t('scope.notProtectedTitle')}</h3>
            <p>{t('scope.notProtectedIntro')}</p>
            <Bullets
              items={[
                t('scope.tags'),
                t('scope.dates'),
                t('scope.appearance'),
                t('scope.existence'),
                t('scope.account'),
              ]}
            />
          </div>
        </div>
      </DocSection>

      <DocSection id="from-whom" title={t('audience.title')}>
        <p>{t('audience.intro')}</p>
        <Bullets items={[t('audience.platform'), t('audience.copies'), t('audience.caretakers')]} />
      </DocSection>

      <DocSection id="how-it-works" title={t('how.title')}>
        <p>{t('how.entries')}</p>
        <p>{t('how.keys')}</p>
        <p>{t('how.memory')}</p>
        <p>{t('how.change')}</p>
      </DocSection>

      <DocSection id="another-device" title={t('devices.title')}>
        <p>{t('devices.body')}</p>
      </DocSection>

      <DocSection id="forgotten-password" title={t('forgotten.title')} className={styles.warning}>
        <p>
          <strong>{t('forgotten.loss')}</strong>
        </p>
        <p>{t('forgotten.noReset')}</p>
        <p>{t('forgotten.continue')}</p>
      </DocSection>

      <DocSection id="tips" title={t('tips.title')}>
        <Bullets items={[t('tips.manager'), t('tips.unique'), t('tips.length'), t('tips.signOut')]} />
      </DocSection>

      <DocSection id="limits" title={t('limits.title')}>
        <Bullets items={[t('limits.search'), t('limits.device'), t('limits.guessing')]} />
      </DocSection>

      <Link to={localizePath('/app/settings', language)} hash="encryption" className={styles.settingsLink}>
        {t('settingsLink')}
      </Link>
    </main>
  );
}
