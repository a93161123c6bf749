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
// It starts loading with this page's own chunk, not at the page's first render (which waits for the
// account's data), and the page shows once it is there: the form does not push the page down as it
// arrives (Lighthouse's layout shift of 0.31 on a phone).
const checkInChunk = importWithRetry(() => import('@/features/check-in'));
// A failure is the form's to report (the route's error screen, when it renders): not an unhandled rejection.
checkInChunk.catch(() => undefined);
const CheckInForm = lazy(() => checkInChunk.then((module) => ({ default: module.CheckInForm })));

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
      {/* No boundary of its own: the page shows once the form's code is there (it loads alongside the
          page's data), rather than showing a placeholder the form then pushes the page down from. */}
      <CheckInForm />
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
