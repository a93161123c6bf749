import { Button } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import { $bannerShown, consentChosen } from '../model/consent.ts';
import * as styles from './ConsentBanner.css.ts';

/**
 * The public site's question before any analytics: allow or refuse counting visits. Shown until the visitor
 * answers (and again from "Cookie settings"); never in the prerendered HTML, where it could not work.
 */
export function ConsentBanner() {
  const { t } = useTranslation('site', { keyPrefix: 'consent' });
  const [shown, choose, language] = useUnit([$bannerShown, consentChosen, $language]);
  if (!shown) return null;
  return (
    <section className={styles.banner} aria-labelledby="consent-title">
      <h2 id="consent-title" className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.text}>
        {t('body')} <Link to={localizePath('/legal/cookies', language)}>{t('policy')}</Link>
      </p>
      <div className={styles.actions}>
        <Button type="button" onClick={() => choose('granted')}>
          {t('allow')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => choose('denied')}>
          {t('refuse')}
        </Button>
      </div>
    </section>
  );
}
