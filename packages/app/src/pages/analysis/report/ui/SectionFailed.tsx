import { Button } from '@emotion-guru/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './ReportPage.css.ts';

/** A part of the report that failed to load: what failed (and, if given, what it means), and Try again. */
export function SectionFailed({
  message,
  description,
  onRetry,
}: {
  message: string;
  description?: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('insights');
  return (
    <div className={styles.state} role="alert">
      <strong>{message}</strong>
      {description !== undefined && <p className={styles.muted}>{description}</p>}
      <Button variant="secondary" onClick={onRetry}>
        {t('report.retry')}
      </Button>
    </div>
  );
}
