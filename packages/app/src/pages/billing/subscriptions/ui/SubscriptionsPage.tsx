import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { plansRequested } from '@/entities/plan';
import { subscriptionRequested, usageRequested } from '@/entities/subscription';
import { usePageMeta } from '@/shared/lib/page-meta';
import { CurrentPlan } from './CurrentPlan.tsx';
import { PlanChoices } from './PlanChoices.tsx';
import * as styles from './Subscriptions.css.ts';
import { UsageMeters } from './UsageMeters.tsx';
import { usePageTranslations } from '@/shared/i18n';

/** `/app/subscriptions`: my plan (status, payments, cancel or reactivate), the tier's usage, and the other plans. */
export function SubscriptionsPage() {
  usePageTranslations(['billing', 'site']);
  const { t } = useTranslation('billing');
  const [requestSubscription, requestUsage, requestPlans] = useUnit([
    subscriptionRequested,
    usageRequested,
    plansRequested,
  ]);
  usePageMeta({ title: t('page.documentTitle'), description: t('page.description') });
  useEffect(() => {
    requestSubscription();
    requestUsage();
    requestPlans();
  }, [requestSubscription, requestUsage, requestPlans]);
  return (
    <div className={styles.page}>
      <h1>{t('page.title')}</h1>
      <CurrentPlan />
      <UsageMeters />
      <PlanChoices />
    </div>
  );
}
