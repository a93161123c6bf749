import type { PlanListItem } from '@emotion-guru/platform-sdk';
import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { BillingPeriod } from '@/entities/plan';
import { useSignedIn } from '@/entities/session';
import { $checkoutChoice, checkoutRequested } from '../model/checkout.ts';
import * as styles from './Checkout.css.ts';

/**
 * The plan a visitor chose before signing up or in (`/pricing?plan=…&period=…`), offered again once they
 * are back: one press continues to its checkout. Nothing shows for a visitor or an unknown plan.
 */
export function ResumeCheckout({
  plans,
  planName,
  period,
}: {
  plans: readonly PlanListItem[];
  planName: string | undefined;
  period: BillingPeriod;
}) {
  const { t } = useTranslation('billing');
  // Not in the prerendered (visitor's) page: it shows once the page is live.
  const signedIn = useSignedIn();
  const [choice, request] = useUnit([$checkoutChoice, checkoutRequested]);
  const plan = plans.find((candidate) => candidate.name.toLowerCase() === planName?.toLowerCase());
  if (!signedIn || !plan || plan.monthlyPrice === 0) return null;
  const periodLabel = t(period === 'yearly' ? 'resume.yearly' : 'resume.monthly');
  return (
    <section className={styles.resume} aria-labelledby="resume-checkout-title">
      <p id="resume-checkout-title">{t('resume.title', { plan: plan.name, period: periodLabel })}</p>
      <Button
        type="button"
        loading={choice !== null}
        disabled={choice !== null}
        onClick={() => request({ salesPackName: plan.name, period })}
      >
        {t('resume.continue')}
      </Button>
    </section>
  );
}
