import { Button } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import { $bannerShown, $consentRead, consentChosen } from '../model/consent.ts';
import * as styles from './ConsentBanner.css.ts';

/**
 * The public site's question before any analytics: allow or refuse counting visits. Shown until the visitor
 * answers (and again from "Cookie settings"). It is in the prerendered page, so a first visit sees it with
 * the page (not as a late paint when the app starts; its buttons are held until then): until the app has
 * read the stored answer, it is rendered, and index.html's script hides it for a visitor who answered.
 */
export function ConsentBanner() {
  const { t } = useTranslation('site', { keyPrefix: 'consent' });
  const [shown, read, choose, language] = useUnit([$bannerShown, $consentRead, consentChosen, $language]);
  if (read && !shown) return null;
  return (
    <section className={styles.banner} aria-labelledby="consent-title" data-read={read ? '' : undefined}>
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
