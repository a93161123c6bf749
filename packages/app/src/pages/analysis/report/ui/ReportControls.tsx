import { Button, Field, Select } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import * as pageStyles from '@/shared/ui/app-page.css.ts';
import * as styles from './ReportPage.css.ts';
import { $period, periodChanged, REPORT_PERIODS, type ReportPeriod } from '../model/report.ts';

function isPeriod(value: string): value is ReportPeriod {
  return (REPORT_PERIODS as readonly string[]).includes(value);
}

/**
 * The report's period (the last 30 or 90 days or the last year, each against the one before), and the
 * way to print it or save it as a PDF (the browser's print dialog; the page has a print layout for A4).
 * On paper the controls give way to one line naming the period.
 */
export function ReportControls() {
  const { t } = useTranslation('insights');
  const [period, changePeriod] = useUnit([$period, periodChanged]);
  return (
    <>
      <p className={styles.printOnly}>{t('report.printedPeriod', { period: t(`map.periods.${period}`) })}</p>
      <form
        className={`${pageStyles.filterPanel} ${styles.noPrint}`}
        role="search"
        aria-label={t('report.controls')}
        onSubmit={(event) => event.preventDefault()}
      >
        <Field label={t('report.period')}>
          <Select
            value={period}
            options={REPORT_PERIODS.map((value) => ({ value, label: t(`map.periods.${value}`) }))}
            onChange={(event) => {
              if (isPeriod(event.target.value)) changePeriod(event.target.value);
            }}
          />
        </Field>
        <Button variant="secondary" onClick={() => window.print()}>
          {t('report.print')}
        </Button>
      </form>
    </>
  );
}
