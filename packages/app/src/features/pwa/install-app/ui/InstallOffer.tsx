import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { installOfferDismissed, installRequested } from '../model/install-app.ts';
import * as styles from './InstallApp.css.ts';

/** The offer to install, above the page: never over it, never taking focus. */
export function InstallOffer() {
  const { t } = useTranslation('app_terms');
  const [install, dismiss] = useUnit([installRequested, installOfferDismissed]);
  const titleId = useId();
  return (
    <section className={styles.offer} aria-labelledby={titleId}>
      <p className={styles.offerText}>
        <span id={titleId} className={styles.offerTitle}>
          {t('installApp.title')}
        </span>{' '}
        {t('installApp.message')}
      </p>
      <div className={styles.offerActions}>
        <Button size="sm" onClick={() => install()}>
          {t('installApp.install')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => dismiss()}>
          {t('installApp.notNow')}
        </Button>
      </div>
    </section>
  );
}
