import { BillingPeriod, SubscriptionType } from '@emotion-guru/platform-sdk';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ChoosePlanButton, CheckoutError } from '@/features/subscription/checkout';
import { ChangePlanButton } from '@/features/subscription/manage';
import { PlanList } from '@/entities/plan';
import { $subscription } from '@/entities/subscription';
import * as styles from './Subscriptions.css.ts';

/**
 * The plans: a free user upgrades through checkout; a paying user changes plan or period (confirmed first).
 * The user's tier is marked; Enterprise is sold through a conversation (the pricing page's contact form).
 */
export function PlanChoices() {
  const { t } = useTranslation('billing');
  const subscription = useUnit($subscription);
  const paying = subscription !== null && subscription.currentPrice > 0 ? subscription : null;
  return (
    <section className={styles.card} aria-labelledby="plan-choices-title">
      <h2 id="plan-choices-title" className={styles.heading}>
        {paying ? t('choices.changeTitle') : t('choices.upgradeTitle')}
      </h2>
      <CheckoutError />
      <PlanList
        headingLevel={3}
        currentType={subscription?.subscriptionType}
        initialPeriod={subscription?.billingPeriod === BillingPeriod.Yearly ? 'yearly' : 'monthly'}
        action={(plan, period) =>
          plan.subscriptionType === SubscriptionType.Enterprise ? null : paying ? (
            <ChangePlanButton plan={plan} period={period} subscription={paying} />
          ) : (
            <ChoosePlanButton plan={plan} period={period} />
          )
        }
      />
    </section>
  );
}
