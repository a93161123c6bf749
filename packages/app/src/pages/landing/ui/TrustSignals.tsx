import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import * as styles from './landing.css.ts';
import { LandingSection } from './LandingSection.tsx';

// Only true statements, each with the page that backs it up where there is one.
const SIGNALS = [
  {
    key: 'encryption',
    path: '/docs/local-encryption',
    icon: 'M6 11V8a6 6 0 0 1 12 0v3M5 11h14v10H5zM12 15v2',
  },
  {
    key: 'rights',
    path: '/legal/privacy',
    icon: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9.5 12l1.8 1.8L15 10',
  },
  { key: 'noAds', icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18M5.6 5.6l12.8 12.8' },
  { key: 'export', icon: 'M12 3v12M7 10l5 5 5-5M4 17v3h16v-3' },
] as const;

/** The pages that back a signal up. */
const PROOF = { encryption: '/docs/local-encryption', rights: '/legal/privacy' } as const;

export function TrustSignals() {
  const { t } = useTranslation('landing');
  const language = useUnit($language);
  return (
    <LandingSection titleId="trust-title" eyebrow={t('trust.eyebrow')} title={t('trust.title')} band>
      <ul className={styles.trustGrid}>
        {SIGNALS.map(({ key, icon }) => (
          <li key={key} className={styles.trustItem}>
            <span className={styles.iconBadge}>
              <svg
                width="24"
                height="24"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
                focusable="false"
              >
                <path d={icon} />
              </svg>
            </span>
            <h3 className={styles.cardTitle}>{t(`trust.${key}.title`)}</h3>
            <p className={styles.cardBody}>{t(`trust.${key}.body`)}</p>
            {(key === 'encryption' || key === 'rights') && (
              <Link to={localizePath(PROOF[key], language)} className={styles.textLink}>
                {t(`trust.${key}.link`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
