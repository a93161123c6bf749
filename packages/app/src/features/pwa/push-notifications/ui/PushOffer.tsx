import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { $pushOfferShown, pushOfferAccepted, pushOfferDismissed, pushOfferMounted } from '../model/offer.ts';
import * as styles from './PushOffer.css.ts';

/**
 * On the dashboard, right after a check-in is saved: would they like a reminder? "Turn on notifications"
 * asks the browser for the permission; "Not now" waits until another session. Shown once a session, and
 * no more on this install once push is on (lib/push-offer.ts). Renders nothing otherwise; mounted, it
 * also keeps a token in use fresh.
 */
export function PushOffer() {
  const { t } = useTranslation('app_content');
  const [shown, mounted, accept, dismiss] = useUnit([
    $pushOfferShown,
    pushOfferMounted,
    pushOfferAccepted,
    pushOfferDismissed,
  ]);
  const titleId = useId();
  useEffect(() => mounted(), [mounted]);
  if (!shown) return null;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('dashboard.pushOffer.title')}
      </h2>
      <p className={styles.text}>{t('dashboard.pushOffer.text')}</p>
      <div className={styles.actions}>
        <Button type="button" size="sm" onClick={() => accept()}>
          {t('dashboard.pushOffer.accept')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => dismiss()}>
          {t('dashboard.pushOffer.notNow')}
        </Button>
      </div>
    </section>
  );
}
