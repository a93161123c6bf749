import { Button, EmptyState, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $referralStats, $referralStatsStatus, referralStatsRequested } from '@/entities/referral';
import { $currentUser } from '@/entities/session';
import { $language } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { ReferralLinkCard } from './ReferralLinkCard.tsx';
import { ReferralResults } from './ReferralResults.tsx';
import * as styles from './Referrals.css.ts';

/** The referrer's page: their link (copy, share, QR) and results, read from the platform on opening. */
export function ReferralsOverview() {
  const { t } = useTranslation('billing');
  const [stats, status, user, language, request] = useUnit([
    $referralStats,
    $referralStatsStatus,
    $currentUser,
    $language,
    referralStatsRequested,
  ]);
  usePageMeta({ title: t('referrals.page.documentTitle'), description: t('referrals.page.description') });
  useEffect(() => {
    request();
  }, [request]);

  let body;
  if (stats === null && status === 'fail') {
    body = (
      <EmptyState
        title={t('referrals.results.failed.title')}
        description={t('referrals.results.failed.description')}
        action={
          <Button type="button" onClick={() => request()}>
            {t('referrals.results.failed.retry')}
          </Button>
        }
      />
    );
  } else if (stats === null || !user) {
    body = (
      <div role="status" aria-busy="true" className={styles.page}>
        <VisuallyHidden>{t('referrals.results.loading')}</VisuallyHidden>
        <Skeleton height="14rem" />
        <Skeleton height="8rem" />
      </div>
    );
  } else {
    const discount = new Intl.NumberFormat(language, { style: 'percent' }).format(stats.discount / 100);
    body = (
      <>
        <p className={styles.muted}>{t('referrals.page.intro', { discount })}</p>
        <ReferralLinkCard
          userId={user.userId}
          campaignCode={stats.campaignCode}
          discount={stats.discount}
          discountText={discount}
        />
        <ReferralResults stats={stats} />
      </>
    );
  }
  return (
    <div className={styles.page}>
      <h1>{t('referrals.page.title')}</h1>
      {body}
    </div>
  );
}
