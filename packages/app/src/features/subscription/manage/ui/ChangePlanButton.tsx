import type { PlanListItem, SubscriptionInfo } from '@emotion-guru/platform-sdk';
import { BillingPeriod as SdkBillingPeriod } from '@emotion-guru/platform-sdk';
import { Button, useConfirm } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { formatPrice, type BillingPeriod } from '@/entities/plan';
import { $language } from '@/shared/i18n';
import { $changingPlan, planChangeConfirmed } from '../model/manage.ts';

const periodOf = (subscription: SubscriptionInfo): BillingPeriod =>
  subscription.billingPeriod === SdkBillingPeriod.Yearly ? 'yearly' : 'monthly';

/**
 * A paying user's move to another plan or billing period: what changes (up or down, the new price and
 * period) is confirmed first; the current plan at the current period offers nothing.
 */
export function ChangePlanButton({
  plan,
  period,
  subscription,
}: {
  plan: PlanListItem;
  period: BillingPeriod;
  subscription: SubscriptionInfo;
}) {
  const { t } = useTranslation('billing');
  const confirm = useConfirm();
  const [language, changing, change] = useUnit([$language, $changingPlan, planChangeConfirmed]);
  const samePlan = plan.subscriptionType === subscription.subscriptionType;
  if (plan.monthlyPrice === 0 && plan.yearlyPrice === 0) return null;
  if (samePlan && period === periodOf(subscription)) return null;
  const kind = samePlan
    ? 'period'
    : plan.subscriptionType > subscription.subscriptionType
      ? 'upgrade'
      : 'downgrade';
  const price = formatPrice(
    period === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice,
    plan.currency,
    language,
  );
  const periodWord = t(period === 'yearly' ? 'manage.perYear' : 'manage.perMonth');
  const label = t(`manage.change.${kind}`, { plan: plan.name });
  return (
    <Button
      type="button"
      variant={kind === 'downgrade' ? 'secondary' : 'primary'}
      disabled={changing}
      loading={changing}
      onClick={() => {
        void confirm({
          title: t('manage.change.confirmTitle', { plan: plan.name }),
          description: t(`manage.change.explain.${kind}`, {
            from: subscription.planName,
            plan: plan.name,
            price,
            period: periodWord,
          }),
          confirmText: label,
          cancelText: t('manage.keep'),
          variant: kind === 'downgrade' ? 'warning' : 'default',
          onConfirm: () => {
            change({ salesPackName: plan.name, period });
          },
        });
      }}
    >
      {label}
    </Button>
  );
}
