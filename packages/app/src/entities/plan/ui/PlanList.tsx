import { Button, EmptyState, RadioGroup, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import type { PlanListItem } from '@emotion-guru/platform-sdk';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $language } from '@/shared/i18n';
import { yearlySavingPercent } from '../lib/price.ts';
import { $plans, $plansStatus, plansRequested } from '../model/plans.ts';
import { type BillingPeriod, PlanCard } from './PlanCard.tsx';
import * as styles from './PlanCard.css.ts';

/**
 * The tiers with their states: loading, failed with retry, none on sale, the list with a monthly / yearly
 * switch (with a referral's discount, the signed-in user's tier marked, and the page's action per plan).
 */
export function PlanList({
  referralDiscount = 0,
  currentType,
  action,
  headingLevel = 2,
  initialPeriod = 'monthly',
}: {
  referralDiscount?: number;
  /** The signed-in user's tier, marked on its card. */
  currentType?: number | undefined;
  /** What a card offers to do with its plan at the chosen period (choose, change). */
  action?: (plan: PlanListItem, period: BillingPeriod) => ReactNode;
  headingLevel?: 2 | 3;
  initialPeriod?: BillingPeriod;
}) {
  const { t } = useTranslation('site', { keyPrefix: 'pricing' });
  const [plans, status, language, retry] = useUnit([$plans, $plansStatus, $language, plansRequested]);
  const [period, setPeriod] = useState<BillingPeriod>(initialPeriod);

  if (status === 'fail' && plans.length === 0) {
    return (
      <EmptyState
        title={t('failed.title')}
        description={t('failed.description')}
        action={
          <Button type="button" onClick={() => retry()}>
            {t('failed.retry')}
          </Button>
        }
      />
    );
  }
  if (status !== 'done' && plans.length === 0) {
    return (
      <div role="status" aria-busy="true" className={styles.skeletons}>
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height="18rem" />
        ))}
      </div>
    );
  }
  if (plans.length === 0) {
    return <EmptyState title={t('empty.title')} description={t('empty.description')} />;
  }
  const bestSaving = Math.max(
    0,
    ...plans.map((plan) => yearlySavingPercent(plan.monthlyPrice, plan.yearlyPrice)),
  );
  return (
    <>
      <RadioGroup
        label={t('billing.label')}
        orientation="horizontal"
        value={period}
        onValueChange={(value) => setPeriod(value === 'yearly' ? 'yearly' : 'monthly')}
        options={[
          { value: 'monthly', label: t('billing.monthly') },
          {
            value: 'yearly',
            label: bestSaving > 0 ? t('billing.yearlySaving', { percent: bestSaving }) : t('billing.yearly'),
          },
        ]}
      />
      <ul className={styles.plans} aria-label={t('listLabel')}>
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            language={language}
            period={period}
            referralDiscount={referralDiscount}
            current={plan.subscriptionType === currentType}
            action={action?.(plan, period)}
            headingLevel={headingLevel}
          />
        ))}
      </ul>
    </>
  );
}
