import { Link, useRouterState, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SubscriptionType } from '@emotion-guru/platform-sdk';
import { useHydrated } from '@emotion-guru/ui';
import { CheckoutError, ChoosePlanButton, ResumeCheckout } from '@/features/subscription/checkout';
import { ContactSalesButton } from '@/features/subscription/join-waitlist';
import { $plans, PlanComparison, PlanList, plansRequested } from '@/entities/plan';
import { useReferralDiscount } from '@/entities/referral';
import { $currentUser, useSignedIn } from '@/entities/session';
import { $language, localizePath, usePageTranslations } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { pageStyles } from '@/shared/ui';
import * as styles from './PricingPage.css.ts';

/** `/pricing`: the five tiers as the platform sells them, and a way in (checkout comes with subscriptions). */
export function PricingPage() {
  usePageTranslations(['site', 'billing']);
  const { t } = useTranslation('site', { keyPrefix: 'pricing' });
  const [language, currentUser, plans, requestPlans] = useUnit([
    $language,
    $currentUser,
    $plans,
    plansRequested,
  ]);
  // The prerendered page is a visitor's: the member's own plan shows once it is live.
  const signedIn = useSignedIn();
  const user = signedIn ? currentUser : null;
  const { plan: chosenPlan, period: chosenPeriod } = useSearch({ strict: false });
  // The address's period, once live: the prerendered page (which has the plans) shows monthly.
  const period = useHydrated() && chosenPeriod === 'yearly' ? 'yearly' : 'monthly';
  usePageMeta({ title: t('documentTitle'), description: t('description') });
  useEffect(() => {
    requestPlans();
  }, [requestPlans]);
  // A referral link's `?ref=` is read on the client only (the page is prerendered): stored, or ignored when invalid.
  const search = useRouterState({ select: (state) => state.location.searchStr });
  const referralDiscount = useReferralDiscount(search);

  return (
    <main className={pageStyles.page}>
      <header className={pageStyles.header}>
        <p className={pageStyles.eyebrow}>{t('eyebrow')}</p>
        <h1 className={pageStyles.title}>{t('title')}</h1>
        <p className={pageStyles.lead}>{t('lead')}</p>
      </header>

      <section className={pageStyles.section}>
        <ResumeCheckout plans={plans} planName={chosenPlan} period={period} />
        <CheckoutError />
        <PlanList
          key={period}
          referralDiscount={referralDiscount}
          currentType={user?.subscription}
          initialPeriod={period}
          action={(plan, cardPeriod) => {
            if (user?.subscription === plan.subscriptionType) return null;
            // Enterprise is sold by talking to us: a wait-list request instead of a checkout.
            if (plan.subscriptionType === SubscriptionType.Enterprise) return <ContactSalesButton />;
            return <ChoosePlanButton plan={plan} period={cardPeriod} />;
          }}
        />
        <PlanComparison currentType={user?.subscription} />
        <p className={styles.note}>{t('note')}</p>
      </section>

      <section className={pageStyles.section} aria-labelledby="pricing-cta-title">
        <h2 id="pricing-cta-title" className={pageStyles.sectionTitle}>
          {signedIn ? t('cta.signedInTitle') : t('cta.title')}
        </h2>
        <p className={pageStyles.muted}>{signedIn ? t('cta.signedInBody') : t('cta.body')}</p>
        <div className={pageStyles.actions}>
          {signedIn ? (
            <Link to={localizePath('/app/dashboard', language)} className={pageStyles.ctaPrimary}>
              {t('cta.dashboard')}
            </Link>
          ) : (
            <Link to={localizePath('/auth/register', language)} className={pageStyles.ctaPrimary}>
              {t('cta.register')}
            </Link>
          )}
          <Link to={localizePath('/faq', language)} className={pageStyles.ctaSecondary}>
            {t('cta.faq')}
          </Link>
        </div>
      </section>
    </main>
  );
}
