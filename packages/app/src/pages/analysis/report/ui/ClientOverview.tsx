import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { $activeClientId, activeClientSelected } from '@/entities/client';
import { $overview, $overviewClientCount, $overviewState, overviewRetried } from '../model/overview.ts';
import { moodStep } from './mood.ts';
import * as styles from './ReportPage.css.ts';
import { SectionFailed } from './SectionFailed.tsx';
import { SectionLoading } from './SectionLoading.tsx';

/**
 * A caretaker's overview (team): each active client's last 7 days against the 7 before, those trending
 * less pleasant first, then those who recorded nothing. Choosing a client shows their report below.
 */
export function ClientOverview() {
  const { t } = useTranslation('insights');
  const titleId = useId();
  const [state, rows, count, activeId, retry, select] = useUnit([
    $overviewState,
    $overview,
    $overviewClientCount,
    $activeClientId,
    overviewRetried,
    activeClientSelected,
  ]);
  let body;
  if (count === 0) body = <p className={styles.muted}>{t('report.overview.empty')}</p>;
  else if (state === 'error')
    body = <SectionFailed message={t('report.overview.failed')} onRetry={() => retry()} />;
  else if (state === 'loading' || !rows)
    body = <SectionLoading label={t('report.overview.loading')} height="6rem" />;
  else
    body = (
      <>
        <p className={styles.text}>
          {t('report.overview.summary', {
            count: rows.length,
            recorded: rows.filter(({ week }) => week.thisWeek > 0).length,
            lower: rows.filter(({ week }) => week.trend === 'lower').length,
          })}
        </p>
        <div className={styles.pixelsWrap}>
          <table className={styles.overviewTable}>
            <caption className={styles.visuallyHidden}>{t('report.overview.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('report.overview.client')}</th>
                <th scope="col">{t('report.overview.recorded')}</th>
                <th scope="col">{t('report.overview.average')}</th>
                <th scope="col">{t('report.overview.against')}</th>
                <th scope="col" className={styles.noPrint}>
                  <span className={styles.visuallyHidden}>{t('report.overview.report')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ client, week }) => (
                <tr key={client.id} data-client={client.id} data-trend={week.trend ?? 'none'}>
                  <th scope="row">{client.name}</th>
                  <td>
                    {week.thisWeek === 0
                      ? t('report.overview.nothing')
                      : t('report.overview.count', { count: week.thisWeek })}
                  </td>
                  <td>{week.average === null ? '—' : t(`report.pixels.moods.${moodStep(week.average)}`)}</td>
                  <td className={week.trend === 'lower' ? styles.lower : undefined}>
                    {t(`report.overview.trends.${week.trend ?? 'none'}`)}
                  </td>
                  <td className={styles.noPrint}>
                    {client.id === activeId ? (
                      <span className={styles.muted}>{t('report.overview.shown')}</span>
                    ) : (
                      <Button variant="ghost" size="sm" onClick={() => select(client.id)}>
                        {t('report.overview.show', { name: client.name })}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    );
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('report.overview.title')}
      </h2>
      <p className={styles.muted}>{t('report.overview.description')}</p>
      {body}
    </section>
  );
}
