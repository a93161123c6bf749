import type { WorkflowHealthRow } from '@emotion-guru/platform-sdk';
import { useTranslation } from 'react-i18next';
import { HealthStatusBadge } from './HealthStatusBadge.tsx';
import * as styles from './WorkflowHealthTable.css.ts';

/** The platform's workflows: runs, errors, error share, status and the last run. */
export function WorkflowHealthTable({ workflows }: { workflows: readonly WorkflowHealthRow[] }) {
  const { t, i18n } = useTranslation('app_content');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const count = new Intl.NumberFormat(i18n.language);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    // A narrow screen scrolls the table sideways: the region takes focus so the keyboard can scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableWrap} role="region" aria-labelledby="workflow-health-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="workflow-health-caption">{t('workflowHealth.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('workflowHealth.table.workflow')}</th>
            <th scope="col">{t('workflowHealth.table.runs')}</th>
            <th scope="col">{t('workflowHealth.table.errors')}</th>
            <th scope="col">{t('workflowHealth.table.status')}</th>
            <th scope="col">{t('workflowHealth.table.lastRun')}</th>
          </tr>
        </thead>
        <tbody>
          {workflows.map((row) => (
            <tr key={row.workflowName}>
              <th scope="row">{row.workflowName}</th>
              <td>{count.format(row.total)}</td>
              <td>
                {t('workflowHealth.table.errorShare', {
                  errors: count.format(row.errors),
                  share: percent.format(row.errorRate),
                })}
              </td>
              <td>
                <HealthStatusBadge status={row.status} />
              </td>
              <td>{row.lastRun === null ? '—' : date.format(new Date(row.lastRun))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
