import type { ReferralStats } from '@emotion-guru/platform-sdk';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { $language } from '@/shared/i18n';
import { RecentReferrals } from './RecentReferrals.tsx';
import * as styles from './Referrals.css.ts';

/** What the link brought: visits, sign-ups, paid conversions, the discount given (per currency) and the latest events. */
export function ReferralResults({ stats }: { stats: ReferralStats }) {
  const { t } = useTranslation('billing');
  const language = useUnit($language);
  const titleId = useId();
  const count = new Intl.NumberFormat(language);
  const given = stats.discountGiven.filter(({ amount }) => amount > 0);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {t('referrals.results.title')}
      </h2>
      <dl className={styles.stats}>
        <div>
          <dt>{t('referrals.results.visits')}</dt>
          <dd>{count.format(stats.visits)}</dd>
        </div>
        <div>
          <dt>{t('referrals.results.signUps')}</dt>
          <dd>{count.format(stats.signUps)}</dd>
        </div>
        <div>
          <dt>{t('referrals.results.conversions')}</dt>
          <dd>{count.format(stats.conversions)}</dd>
        </div>
        <div>
          <dt>{t('referrals.results.discountGiven')}</dt>
          {given.length === 0 ? (
            <dd>{t('referrals.results.noDiscount')}</dd>
          ) : (
            given.map(({ amount, currency }) => (
              <dd key={currency}>
                {new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount)}
              </dd>
            ))
          )}
        </div>
      </dl>
      <RecentReferrals records={stats.recent} visits={stats.visits} />
    </section>
  );
}
