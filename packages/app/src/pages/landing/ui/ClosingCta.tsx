import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '@/entities/session';
import { $language, localizePath } from '@/shared/i18n';
import { pageStyles } from '@/shared/ui';
import * as styles from './landing.css.ts';

/** The last word of the page: an invitation to sign up, or for members, a way back into the app. */
export function ClosingCta() {
  const { t } = useTranslation('landing');
  const authenticated = useSignedIn();
  const language = useUnit($language);
  const audience = authenticated ? 'signedIn' : 'signedOut';
  const [primary, secondary] = authenticated
    ? ['/app/dashboard', '/app/journal']
    : ['/auth/register', '/auth/login'];
  return (
    <section className={styles.closing} aria-labelledby="closing-title">
      <div className={styles.closingInner}>
        <h2 id="closing-title" className={styles.h2}>
          {t(`closing.${audience}.title`)}
        </h2>
        <p className={styles.lead}>{t(`closing.${audience}.body`)}</p>
        <div className={styles.centerActions}>
          <Link to={localizePath(primary, language)} className={pageStyles.ctaPrimary}>
            {t(`closing.${audience}.button`)}
          </Link>
          <Link to={localizePath(secondary, language)} className={styles.textLink}>
            {t(`closing.${audience}.secondary`)}
          </Link>
        </div>
      </div>
    </section>
  );
}
