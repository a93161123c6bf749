import type { PlanListItem } from '@emotion-guru/platform-sdk';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/shared/i18n';
import { isKnownFeature } from '../lib/features.ts';
import { formatPrice, yearlySavingPercent } from '../lib/price.ts';
import * as styles from './PlanCard.css.ts';

/** Which price a card leads with. */
export type BillingPeriod = 'monthly' | 'yearly';

/**
 * One tier: its name, monthly price (and the yearly one with what it saves), description and features;
 * marked when it is the signed-in user's plan, with the page's action for it (choose, change) at the end.
 */
export function PlanCard({
  plan,
  language,
  period,
  referralDiscount = 0,
  current = false,
  action,
  headingLevel = 2,
}: {
  period: BillingPeriod;
  plan: PlanListItem;
  language: Language;
  /** A referral's discount in whole percent (0: none); shown on paid plans only. */
  referralDiscount?: number;
  /** The signed-in user's tier. */
  current?: boolean;
  action?: ReactNode;
  /** 2 on the pricing page; 3 where the cards sit under a section's heading. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const { t } = useTranslation('site', { keyPrefix: 'pricing' });
  const headingId = `plan-${plan.id}`;
  const saving = yearlySavingPercent(plan.monthlyPrice, plan.yearlyPrice);
  return (
    <li className={current ? styles.currentPlan : styles.plan} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.planName}>
        {plan.name}
      </Heading>
      {current && <p className={styles.currentMark}>{t('currentPlan')}</p>}
      {period === 'yearly' ? (
        <>
          <p className={styles.price}>
            <span className={styles.amount}>{formatPrice(plan.yearlyPrice, plan.currency, language)}</span>
            <span className={styles.period}>{t('perYear')}</span>
          </p>
          <p className={styles.yearly}>
            {plan.monthlyPrice === 0
              ? t('freeForever')
              : saving > 0
                ? t('yearlyCardSaving', { percent: saving })
                : t('monthlyAlternative', { price: formatPrice(plan.monthlyPrice, plan.currency, language) })}
          </p>
        </>
      ) : (
        <>
          <p className={styles.price}>
            <span className={styles.amount}>{formatPrice(plan.monthlyPrice, plan.currency, language)}</span>
            <span className={styles.period}>{t('perMonth')}</span>
          </p>
          <p className={styles.yearly}>
            {plan.monthlyPrice === 0
              ? t('freeForever')
              : saving > 0
                ? t('yearlySaving', {
                    price: formatPrice(plan.yearlyPrice, plan.currency, language),
                    percent: saving,
                  })
                : t('yearly', { price: formatPrice(plan.yearlyPrice, plan.currency, language) })}
          </p>
        </>
      )}
      {referralDiscount > 0 && plan.monthlyPrice > 0 && (
        <p className={styles.referral}>{t('referralDiscount', { percent: referralDiscount })}</p>
      )}
      {plan.description && <p className={styles.description}>{plan.description}</p>}
      {plan.features.length > 0 && (
        <ul className={styles.features} aria-label={t('featuresOf', { plan: plan.name })}>
          {plan.features.map((feature) => (
            <li key={feature}>{isKnownFeature(feature) ? t(`features.${feature}`) : feature}</li>
          ))}
        </ul>
      )}
      {action && <div className={styles.action}>{action}</div>}
    </li>
  );
}
