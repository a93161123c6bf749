import { Button, EmptyState, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $plans, $plansStatus, plansRequested } from '@/entities/plan';
import { $language } from '@/shared/i18n';
import { PlanCard } from './PlanCard.tsx';
import * as styles from './PricingPage.css.ts';

/** The tiers with their states: loading, failed with retry, none on sale, the list (with a referral's discount). */
export function PlanList({ referralDiscount }: { referralDiscount: number }) {
  const { t } = useTranslation('site', { keyPrefix: 'pricing' });
  const [plans, status, language, retry] = useUnit([$plans, $plansStatus, $language, plansRequested]);

  if (status === 'fail') {
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
  return (
    <ul className={styles.plans} aria-label={t('listLabel')}>
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} language={language} referralDiscount={referralDiscount} />
      ))}
    </ul>
  );
}
