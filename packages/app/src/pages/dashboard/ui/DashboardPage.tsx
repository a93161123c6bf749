import { Skeleton } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { $activeClient } from '@/entities/client';
import { $currentUser } from '@/entities/session';
import { importWithRetry } from '@/shared/lib/chunk-recovery';
import * as styles from './DashboardPage.css.ts';
import { RecentEntries } from './RecentEntries.tsx';
import { RecentReflections } from './RecentReflections.tsx';
import { SubscriptionSummary } from './SubscriptionSummary.tsx';
import { TodayCheckIns } from './TodayCheckIns.tsx';
import { usePageTranslations } from '@/shared/i18n';

// The check-in (picker, radio group, its model) is its own chunk: the dashboard's first paint does not wait for it.
const CheckInForm = lazy(() =>
  importWithRetry(() => import('@/features/check-in')).then((module) => ({ default: module.CheckInForm })),
);

// The offer to turn on notifications (after a check-in) loads after the first paint, as does its model.
const PushOffer = lazy(() =>
  importWithRetry(() => import('@/features/pwa/push-notifications')).then((module) => ({
    default: module.PushOffer,
  })),
);

/** /app/dashboard: greeting, the quick check-in with today's check-ins, the account's facts (the plan with its status: the subscription widget), the newest reflections with a prompt to reflect, and the newest entries. */
export function DashboardPage() {
  // The reflection cards' namespace before the first paint: asked for when the cards appeared, it hid and
  // redrew the whole page (Lighthouse's layout shift of 0.37 on a first visit).
  usePageTranslations(['reflection']);
  const { t } = useTranslation('app_content');
  const [user, client] = useUnit([$currentUser, $activeClient]);
  if (!user) return null;
  return (
    <section className={styles.page} aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.greeting', { name: user.name })}</h1>
      <Suspense fallback={<Skeleton height="10rem" />}>
        <CheckInForm />
      </Suspense>
      <Suspense fallback={null}>
        <PushOffer />
      </Suspense>
      <TodayCheckIns />
      <dl className={styles.facts}>
        <SubscriptionSummary />
        <div>
          <dt>{t('dashboard.activeClient')}</dt>
          <dd>{client ? client.name : <Skeleton width="8rem" height="1.25rem" />}</dd>
        </div>
        <div>
          <dt>{t('dashboard.email')}</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      <RecentReflections />
      <RecentEntries />
    </section>
  );
}
