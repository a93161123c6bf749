import { Link } from '@tanstack/react-router';
import { linkClass } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $access, $currentUser } from '@/entities/session';
import { tierNameKey } from '@/entities/subscription';
import { $language, localizePath } from '@/shared/i18n';
import * as styles from './SettingsPage.css.ts';

/** Settings → Subscription: the current plan, and the way to the subscription page (an upgrade on the free plan). */
export function SubscriptionSettings() {
  const { t } = useTranslation('app_content');
  const [user, access, language] = useUnit([$currentUser, $access, $language]);
  if (!user) return null;
  return (
    <section id="subscription" className={styles.section} aria-labelledby="settings-subscription">
      <h2 id="settings-subscription">{t('settings.subscription.title')}</h2>
      <p>{t('settings.subscription.current', { plan: t(tierNameKey(user.subscription)) })}</p>
      <p>
        <Link to={localizePath('/app/subscriptions', language)} className={linkClass()}>
          {access.upgrade ? t('settings.subscription.upgrade') : t('settings.subscription.manage')}
        </Link>
      </p>
    </section>
  );
}
