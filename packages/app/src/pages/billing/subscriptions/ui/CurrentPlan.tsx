import { BillingPeriod, SubscriptionStatus, type SubscriptionInfo } from '@emotion-guru/platform-sdk';
import { Badge, Button, EmptyState, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { CancelSubscriptionButton, ReactivateButton } from '@/features/subscription/manage';
import { formatPrice } from '@/entities/plan';
import {
  $subscription,
  $subscriptionStatus,
  formatPlanDate,
  subscriptionRequested,
} from '@/entities/subscription';
import { $language } from '@/shared/i18n';
import * as styles from './Subscriptions.css.ts';

const STATUS_TONE = {
  [SubscriptionStatus.Active]: 'success',
  [SubscriptionStatus.CancelScheduled]: 'warning',
  [SubscriptionStatus.Freezed]: 'warning',
  [SubscriptionStatus.Cancelled]: 'neutral',
} as const;

const isFree = (subscription: SubscriptionInfo) => subscription.currentPrice === 0 && !subscription.provider;

/** The user's plan: name, status, price and period, payments and provider, with cancel or reactivate. */
export function CurrentPlan() {
  const { t } = useTranslation('billing');
  const [subscription, status, language, retry] = useUnit([
    $subscription,
    $subscriptionStatus,
    $language,
    subscriptionRequested,
  ]);
  const date = (value: string | null) => (value ? formatPlanDate(value, language) : t('plan.none'));

  let body;
  if (subscription === null && status === 'fail') {
    body = (
      <EmptyState
        title={t('plan.failed.title')}
        description={t('plan.failed.description')}
        action={
          <Button type="button" onClick={() => retry()}>
            {t('plan.failed.retry')}
          </Button>
        }
      />
    );
  } else if (subscription === null) {
    body = (
      <div role="status" aria-busy="true">
        <VisuallyHidden>{t('plan.loading')}</VisuallyHidden>
        <Skeleton height="9rem" />
      </div>
    );
  } else {
    const free = isFree(subscription);
    const scheduled = subscription.status === SubscriptionStatus.CancelScheduled;
    const yearly = subscription.billingPeriod === BillingPeriod.Yearly;
    body = (
      <>
        <p className={styles.planTitle}>
          <span>{free ? t('plan.freeName') : subscription.planName}</span>
          <Badge tone={STATUS_TONE[subscription.status]}>{t(`status.${subscription.status}`)}</Badge>
        </p>
        {subscription.planDescription && <p className={styles.muted}>{subscription.planDescription}</p>}
        {free ? (
          <p className={styles.muted}>{t('plan.freeBody')}</p>
        ) : (
          <dl className={styles.facts}>
            <div>
              <dt>{t('plan.price')}</dt>
              <dd>
                {formatPrice(subscription.currentPrice, subscription.currentCurrency, language)}{' '}
                {t(yearly ? 'manage.perYear' : 'manage.perMonth')}
              </dd>
            </div>
            <div>
              <dt>{t('plan.period')}</dt>
              <dd>{t(yearly ? 'plan.yearly' : 'plan.monthly')}</dd>
            </div>
            <div>
              <dt>{scheduled ? t('plan.endsOn') : t('plan.nextPayment')}</dt>
              <dd>{date(subscription.nextPaymentDate)}</dd>
            </div>
            <div>
              <dt>{t('plan.lastPayment')}</dt>
              <dd>{date(subscription.lastPaymentDate)}</dd>
            </div>
            <div>
              <dt>{t('plan.provider')}</dt>
              <dd>{subscription.provider ?? t('plan.none')}</dd>
            </div>
          </dl>
        )}
        {scheduled && (
          <p className={styles.notice}>
            {t('plan.scheduledNotice', {
              plan: subscription.planName,
              date: date(subscription.nextPaymentDate),
            })}
          </p>
        )}
        {!free && (
          <div className={styles.actions}>
            {scheduled ? (
              <ReactivateButton />
            ) : subscription.status === SubscriptionStatus.Active ? (
              <CancelSubscriptionButton subscription={subscription} />
            ) : null}
          </div>
        )}
      </>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="current-plan-title">
      <h2 id="current-plan-title" className={styles.heading}>
        {t('plan.title')}
      </h2>
      {body}
    </section>
  );
}
