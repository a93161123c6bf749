import type { PlanListItem } from '@emotion-guru/platform-sdk';
import { Button } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { BillingPeriod } from '@/entities/plan';
import { $access, useSignedIn } from '@/entities/session';
import { $language, localizePath, type Language } from '@/shared/i18n';
import { pageStyles } from '@/shared/ui';
import { $checkoutChoice, checkoutRequested } from '../model/checkout.ts';

/** Where a visitor who chose a paid plan comes back to after signing up or in: the same plan and period. */
function pricingChoicePath(plan: PlanListItem, period: BillingPeriod, language: Language): string {
  const search = new URLSearchParams({ plan: plan.name, period });
  return `${localizePath('/pricing', language)}?${search.toString()}`;
}

/**
 * A plan card's way in: the free tier's sign-up for visitors; a paid plan's checkout for free users (the
 * button waits while the checkout opens), sign-up first for visitors, who come back to the same choice,
 * and the subscription page for paying users, where a change says what it changes.
 */
export function ChoosePlanButton({ plan, period }: { plan: PlanListItem; period: BillingPeriod }) {
  const { t } = useTranslation('billing');
  // The prerendered pricing page is a visitor's: a member's choices show once it is live.
  const signedIn = useSignedIn();
  const [access, language, choice, request] = useUnit([
    $access,
    $language,
    $checkoutChoice,
    checkoutRequested,
  ]);
  const free = plan.monthlyPrice === 0 && plan.yearlyPrice === 0;
  if (free) {
    if (signedIn) return null;
    return (
      <Link to={localizePath('/auth/register', language)} className={pageStyles.ctaSecondary}>
        {t('choose.startFree')}
      </Link>
    );
  }
  if (!signedIn) {
    return (
      <Link
        to={localizePath('/auth/register', language)}
        search={{ callback: pricingChoicePath(plan, period, language) }}
        className={pageStyles.ctaPrimary}
      >
        {t('choose.plan', { plan: plan.name })}
      </Link>
    );
  }
  // A paying user changes plan on their subscription page (with what changes), not through a new checkout.
  if (!access.upgrade) {
    return (
      <Link to={localizePath('/app/subscriptions', language)} className={pageStyles.ctaSecondary}>
        {t('choose.change', { plan: plan.name })}
      </Link>
    );
  }
  const opening = choice?.salesPackName === plan.name && choice.period === period;
  return (
    <Button
      type="button"
      loading={opening}
      disabled={choice !== null}
      onClick={() => request({ salesPackName: plan.name, period })}
    >
      {opening
        ? t('choose.opening')
        : t(period === 'yearly' ? 'choose.yearly' : 'choose.monthly', { plan: plan.name })}
    </Button>
  );
}
