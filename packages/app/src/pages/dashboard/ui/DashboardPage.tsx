import { SubscriptionType } from '@emotion-guru/platform-sdk';
import { Skeleton } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $activeClient } from '@/entities/client';
import { $currentUser } from '@/entities/session';
import { CheckInForm } from '@/features/check-in';
import { type KeysUnder } from '@/shared/i18n';
import * as styles from './DashboardPage.css.ts';
import { RecentEntries } from './RecentEntries.tsx';
import { TodayCheckIns } from './TodayCheckIns.tsx';

const TIER_KEYS: Record<number, KeysUnder<'app_content', 'tiers.'>> = {
  [SubscriptionType.Free]: 'free',
  [SubscriptionType.Premium]: 'premium',
  [SubscriptionType.Professional]: 'pro',
  [SubscriptionType.Team]: 'team',
  [SubscriptionType.Enterprise]: 'enterprise',
};

/** /app/dashboard: greeting, the quick check-in with today's check-ins, the account's facts and the newest entries. */
export function DashboardPage() {
  const { t } = useTranslation('app_content');
  const [user, client] = useUnit([$currentUser, $activeClient]);
  if (!user) return null;
  return (
    <section className={styles.page} aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.greeting', { name: user.name })}</h1>
      <CheckInForm />
      <TodayCheckIns />
      <dl className={styles.facts}>
        <div>
          <dt>{t('dashboard.tier')}</dt>
          <dd>{t(`tiers.${TIER_KEYS[user.subscription] ?? 'free'}` as const)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.activeClient')}</dt>
          <dd>{client ? client.name : <Skeleton width="8rem" height="1.25rem" />}</dd>
        </div>
        <div>
          <dt>{t('dashboard.email')}</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      <RecentEntries />
    </section>
  );
}
