import type { ReferralRecord } from '@emotion-guru/platform-sdk';
import { EmptyState } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { $language } from '@/shared/i18n';
import * as styles from './Referrals.css.ts';

/** The latest sign-ups and conversions (newest first): date, event, plan and amount paid; or why there are none. */
export function RecentReferrals({ records, visits }: { records: ReferralRecord[]; visits: number }) {
  const { t } = useTranslation('billing');
  const language = useUnit($language);
  const titleId = useId();
  if (records.length === 0) {
    const key = visits === 0 ? 'empty' : 'noSignUps';
    return (
      <EmptyState
        headingLevel={3}
        title={t(`referrals.recent.${key}.title`)}
        description={t(`referrals.recent.${key}.description`)}
      />
    );
  }
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const amount = ({ amount: value, currency }: ReferralRecord) =>
    value !== undefined && currency
      ? new Intl.NumberFormat(language, { style: 'currency', currency }).format(value)
      : t('referrals.recent.none');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-labelledby={titleId}>
        <caption id={titleId} className={styles.heading}>
          {t('referrals.recent.title')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('referrals.recent.date')}</th>
            <th scope="col">{t('referrals.recent.event')}</th>
            <th scope="col">{t('referrals.recent.plan')}</th>
            <th scope="col">{t('referrals.recent.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              <td>
                <time dateTime={record.timestamp}>{date.format(new Date(record.timestamp))}</time>
              </td>
              <td>{t(`referrals.recent.events.${record.event}`)}</td>
              <td>{record.salesPackName ?? t('referrals.recent.none')}</td>
              <td>{amount(record)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
