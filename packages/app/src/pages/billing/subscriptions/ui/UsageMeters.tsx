import { Button, EmptyState, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $usage, $usageStatus, usageRequested } from '@/entities/subscription';
import * as styles from './Subscriptions.css.ts';

/** The usages the platform counts, by the id it names them with; any other is shown as the platform wrote it. */
const KNOWN_USAGES = ['clients', 'journals', 'files', 'push-subscriptions', 'ai-chat-messages'] as const;
type KnownUsage = (typeof KNOWN_USAGES)[number];
const isKnownUsage = (id: string): id is KnownUsage => (KNOWN_USAGES as readonly string[]).includes(id);

/** How much of the tier's limits is used: a bar with numbers per limited feature, "unlimited" otherwise. */
export function UsageMeters() {
  const { t } = useTranslation('billing');
  const [usage, status, retry] = useUnit([$usage, $usageStatus, usageRequested]);
  let body;
  if (status === 'fail') {
    body = (
      <EmptyState
        title={t('usage.failed')}
        action={
          <Button type="button" onClick={() => retry()}>
            {t('plan.failed.retry')}
          </Button>
        }
      />
    );
  } else if (status !== 'done' && usage.length === 0) {
    body = (
      <div role="status" aria-busy="true">
        <VisuallyHidden>{t('usage.loading')}</VisuallyHidden>
        <Skeleton height="6rem" />
      </div>
    );
  } else if (usage.length === 0) {
    body = <p className={styles.muted}>{t('usage.empty')}</p>;
  } else {
    body = (
      <ul className={styles.meters}>
        {usage.map((stat) => {
          const label = isKnownUsage(stat.featureId) ? t(`usage.features.${stat.featureId}`) : stat.featureId;
          const id = `usage-${stat.featureId}`;
          return (
            <li key={stat.featureId} className={styles.meterRow}>
              <span className={styles.meterLabel}>
                <span id={id}>{label}</span>
                <span>
                  {stat.limit === null
                    ? t('usage.unlimited', { count: stat.used })
                    : t('usage.of', { used: stat.used, limit: stat.limit })}
                </span>
              </span>
              {stat.limit !== null && (
                <meter
                  className={styles.meter}
                  aria-labelledby={id}
                  min={0}
                  max={stat.limit}
                  high={stat.limit * 0.8}
                  value={Math.min(stat.used, stat.limit)}
                />
              )}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="usage-title">
      <h2 id="usage-title" className={styles.heading}>
        {t('usage.title')}
      </h2>
      {body}
    </section>
  );
}
