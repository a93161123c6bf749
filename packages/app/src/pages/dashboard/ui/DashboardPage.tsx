import { SubscriptionType } from '@emotion-guru/platform-sdk';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $currentUser } from '@/entities/session';
import * as styles from './DashboardPage.css.ts';

const TIER_KEYS: Record<number, string> = {
  [SubscriptionType.Free]: 'free',
  [SubscriptionType.Premium]: 'premium',
  [SubscriptionType.Professional]: 'pro',
  [SubscriptionType.Team]: 'team',
  [SubscriptionType.Enterprise]: 'enterprise',
};

export function DashboardPage() {
  const { t } = useTranslation('app_content');
  const user = useUnit($currentUser);
  if (!user) return null;
  return (
    <section className={styles.page} aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.greeting', { name: user.name })}</h1>
      <dl className={styles.facts}>
        <div>
          <dt>{t('dashboard.tier')}</dt>
          <dd>{t(`tiers.${TIER_KEYS[user.subscription] ?? 'free'}`)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.email')}</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
    </section>
  );
}
