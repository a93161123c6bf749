import { Badge } from '@emotion-guru/ui';
import type { HealthStatus } from '@emotion-guru/platform-sdk';
import { useTranslation } from 'react-i18next';
import * as styles from './WorkflowHealthTable.css.ts';

const TONE = { Operational: 'success', Degraded: 'warning', Down: 'danger' } as const;
/** A symbol beside the word, so the status never depends on colour alone. */
const SYMBOL = { Operational: '✓', Degraded: '!', Down: '✕' } as const;

/** Operational / Degraded / Down, as a word with a symbol and a colour. */
export function HealthStatusBadge({ status }: { status: HealthStatus }) {
  const { t } = useTranslation('app_content');
  return (
    <Badge tone={TONE[status]} className={styles.status}>
      <span aria-hidden="true">{SYMBOL[status]}</span>
      {t(`workflowHealth.status.${status}`)}
    </Badge>
  );
}
