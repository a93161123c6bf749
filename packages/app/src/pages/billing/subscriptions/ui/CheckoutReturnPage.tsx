import { Button } from '@emotion-guru/ui';
import { Link, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $subscription, $subscriptionStatus, subscriptionChanged } from '@/entities/subscription';
import { $language, localizePath } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { pageStyles } from '@/shared/ui';
import * as styles from './Subscriptions.css.ts';

/**
 * `/app/subscription?success=true|cancelled=true`: where the provider's checkout comes back. Success asks the
 * platform for the new plan (the session's tier follows, so gates open at once); cancelled says nothing was
 * charged and offers the plans again.
 */
export function CheckoutReturnPage() {
  const { t } = useTranslation('billing');
  const { success } = useSearch({ strict: false });
  const [language, subscription, status, refresh] = useUnit([
    $language,
    $subscription,
    $subscriptionStatus,
    subscriptionChanged,
  ]);
  // `?success=true` (read as the boolean by a router without this route's parsing, as the text by the route).
  const succeeded = String(success) === 'true';
  usePageMeta({
    title: succeeded ? t('return.success.documentTitle') : t('return.cancelled.documentTitle'),
    description: t('page.description'),
  });
  useEffect(() => {
    if (succeeded) refresh();
  }, [succeeded, refresh]);

  const links = (
    <div className={styles.actions}>
      <Link to={localizePath('/app/dashboard', language)} className={pageStyles.ctaPrimary}>
        {t('return.dashboard')}
      </Link>
      <Link to={localizePath('/app/subscriptions', language)} className={pageStyles.ctaSecondary}>
        {t('return.subscription')}
      </Link>
    </div>
  );

  if (!succeeded) {
    return (
      <section className={styles.result} aria-labelledby="checkout-return-title">
        <h1 id="checkout-return-title">{t('return.cancelled.title')}</h1>
        <p>{t('return.cancelled.body')}</p>
        <div className={styles.actions}>
          <Link to={localizePath('/app/subscriptions', language)} className={pageStyles.ctaPrimary}>
            {t('return.cancelled.again')}
          </Link>
          <Link to={localizePath('/app/dashboard', language)} className={pageStyles.ctaSecondary}>
            {t('return.dashboard')}
          </Link>
        </div>
      </section>
    );
  }
  if (status === 'fail') {
    return (
      <section className={styles.result} aria-labelledby="checkout-return-title">
        <h1 id="checkout-return-title">{t('return.success.title')}</h1>
        <p role="alert">{t('return.success.checkFailed')}</p>
        <div className={styles.actions}>
          <Button type="button" onClick={() => refresh()}>
            {t('plan.failed.retry')}
          </Button>
        </div>
      </section>
    );
  }
  if (status !== 'done' || subscription === null) {
    return (
      <section className={styles.result} aria-labelledby="checkout-return-title" aria-busy="true">
        <h1 id="checkout-return-title">{t('return.success.title')}</h1>
        <p role="status">{t('return.success.confirming')}</p>
      </section>
    );
  }
  return (
    <section className={styles.result} aria-labelledby="checkout-return-title">
      <h1 id="checkout-return-title">{t('return.success.title')}</h1>
      <p role="status">{t('return.success.body', { plan: subscription.planName })}</p>
      {links}
    </section>
  );
}
