import { Field, Select, Switch } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { MAP_PERIODS, type MapPeriod } from '@/entities/emotion';
import { REFLECTION_TIMING_KEYS, parseTiming } from '@/entities/reflection';
import {
  $period,
  $tableShown,
  $timing,
  $view,
  periodChanged,
  tableShownChanged,
  timingChanged,
  viewChanged,
  type MapViewKind,
} from '../model/map.ts';
import * as styles from './MapPage.css.ts';

const VIEWS: readonly MapViewKind[] = ['map', 'wheel'];

function isView(value: string): value is MapViewKind {
  return (VIEWS as readonly string[]).includes(value);
}

function isPeriod(value: string): value is MapPeriod {
  return (MAP_PERIODS as readonly string[]).includes(value);
}

/** The view (map or wheel), the period, the timing filter and "show as table". */
export function MapControls() {
  const { t } = useTranslation(['insights', 'reflection']);
  const [period, timing, tableShown, view, changePeriod, changeTiming, showTable, changeView] = useUnit([
    $period,
    $timing,
    $tableShown,
    $view,
    periodChanged,
    timingChanged,
    tableShownChanged,
    viewChanged,
  ]);
  return (
    <form
      className={styles.controls}
      role="search"
      aria-label={t('map.controls')}
      onSubmit={(event) => event.preventDefault()}
    >
      <Field label={t('map.view')}>
        <Select
          value={view}
          options={VIEWS.map((value) => ({ value, label: t(`map.views.${value}`) }))}
          onChange={(event) => {
            if (isView(event.target.value)) changeView(event.target.value);
          }}
        />
      </Field>
      <Field label={t('map.period')}>
        <Select
          value={period}
          options={MAP_PERIODS.map((value) => ({ value, label: t(`map.periods.${value}`) }))}
          onChange={(event) => {
            if (isPeriod(event.target.value)) changePeriod(event.target.value);
          }}
        />
      </Field>
      <Field label={t('map.timing')}>
        <Select
          value={timing === null ? '' : String(timing)}
          options={[
            { value: '', label: t('map.anyTiming') },
            ...REFLECTION_TIMING_KEYS.map(([value, key]) => ({
              value: String(value),
              label: t(key, { ns: 'reflection' }),
            })),
          ]}
          onChange={(event) => changeTiming(parseTiming(event.target.value))}
        />
      </Field>
      <Switch label={t('map.showTable')} checked={tableShown} onCheckedChange={showTable} />
    </form>
  );
}
