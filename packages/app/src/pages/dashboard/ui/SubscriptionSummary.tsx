import { SubscriptionStatus } from '@emotion-guru/platform-sdk';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $access, $currentUser } from '@/entities/session';
import { $subscription, formatPlanDate, subscriptionRequested, tierNameKey } from '@/entities/subscription';
import { $language, localizePath } from '@/shared/i18n';
import * as styles from './DashboardPage.css.ts';

/**
 * The dashboard's subscription widget (one of its facts): the plan at once from the session's tier, its
 * status once the subscription is read (cached 5 minutes), a nudge when a cancellation is scheduled, and
 * the way to the subscription page (an upgrade on the free tier).
 */
export function SubscriptionSummary() {
  const { t } = useTranslation('app_content');
  const [user, access, subscription, language, request] = useUnit([
    $currentUser,
    $access,
    $subscription,
    $language,
    subscriptionRequested,
  ]);
  useEffect(() => {
    request();
  }, [request]);
  if (!user) return null;
  const scheduled = subscription?.status === SubscriptionStatus.CancelScheduled;
  const endsOn =
    scheduled && subscription.nextPaymentDate ? formatPlanDate(subscription.nextPaymentDate, language) : null;
  return (
    <div>
      <dt>{t('dashboard.tier')}</dt>
      <dd>{t(tierNameKey(user.subscription))}</dd>
      {scheduled && (
        <dd className={styles.nudge}>
          {endsOn ? t('dashboard.plan.endsOn', { date: endsOn }) : t('dashboard.plan.ends')}
        </dd>
      )}
      <dd className={styles.planLink}>
        <Link to={localizePath('/app/subscriptions', language)} className={styles.link}>
          {access.upgrade
            ? t('dashboard.plan.upgrade')
            : scheduled
              ? t('dashboard.plan.keep')
              : t('dashboard.plan.manage')}
        </Link>
      </dd>
    </div>
  );
}
