import { DateField, Field, Select, Switch } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { MAP_PERIODS, isoDay } from '@/entities/emotion';
import { REFLECTION_TIMING_KEYS, parseTiming } from '@/entities/reflection';
import { $language } from '@/shared/i18n';
import {
  $custom,
  $customBackwards,
  $period,
  $periodTags,
  $tableShown,
  $tag,
  $timing,
  $view,
  customChanged,
  periodChanged,
  tableShownChanged,
  tagChanged,
  timingChanged,
  viewChanged,
  type MapPeriodChoice,
  type MapViewKind,
} from '../model/map.ts';
import * as styles from './MapPage.css.ts';

const VIEWS: readonly MapViewKind[] = ['map', 'wheel'];

function isView(value: string): value is MapViewKind {
  return (VIEWS as readonly string[]).includes(value);
}

const PERIODS: readonly MapPeriodChoice[] = [...MAP_PERIODS, 'custom'];

function isPeriod(value: string): value is MapPeriodChoice {
  return (PERIODS as readonly string[]).includes(value);
}

/** The view (map or wheel), the period (a preset or custom dates), the timing and tag filters and "show as table". */
export function MapControls() {
  const { t } = useTranslation(['insights', 'reflection', 'app_content']);
  const [period, timing, tableShown, view, custom, backwards, language] = useUnit([
    $period,
    $timing,
    $tableShown,
    $view,
    $custom,
    $customBackwards,
    $language,
  ]);
  const [tag, tags, changeTag] = useUnit([$tag, $periodTags, tagChanged]);
  const tagOptions = tag === null || tags.includes(tag) ? tags : [...tags, tag];
  const [changePeriod, changeTiming, showTable, changeView, changeCustom] = useUnit([
    periodChanged,
    timingChanged,
    tableShownChanged,
    viewChanged,
    customChanged,
  ]);
  const today = isoDay(new Date());
  // The date fields speak like the journal's: same letters, same message for text that is not a date.
  const dateTexts = {
    locale: language,
    placeholderLetters: {
      day: t('journal.filters.dateLetters.day', { ns: 'app_content' }),
      month: t('journal.filters.dateLetters.month', { ns: 'app_content' }),
      year: t('journal.filters.dateLetters.year', { ns: 'app_content' }),
    },
    invalidMessage: (format: string) => t('journal.filters.invalidDate', { ns: 'app_content', format }),
    loadingLabel: t('journal.filters.calendarLoading', { ns: 'app_content' }),
  };
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
          options={PERIODS.map((value) => ({ value, label: t(`map.periods.${value}`) }))}
          onChange={(event) => {
            if (isPeriod(event.target.value)) changePeriod(event.target.value);
          }}
        />
      </Field>
      {period === 'custom' && (
        <>
          <DateField
            label={t('journal.filters.from', { ns: 'app_content' })}
            value={custom.from}
            max={custom.to || today}
            onChange={(from) => changeCustom({ from })}
            calendarLabel={t('journal.filters.chooseFrom', { ns: 'app_content' })}
            {...dateTexts}
          />
          <DateField
            label={t('journal.filters.to', { ns: 'app_content' })}
            value={custom.to}
            min={custom.from || undefined}
            max={today}
            onChange={(to) => changeCustom({ to })}
            error={backwards ? t('map.customBackwards') : undefined}
            calendarLabel={t('journal.filters.chooseTo', { ns: 'app_content' })}
            {...dateTexts}
          />
        </>
      )}
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
      <Field label={t('map.tag')}>
        <Select
          value={tag ?? ''}
          options={[
            { value: '', label: t('map.anyTag') },
            ...tagOptions.map((value) => ({ value, label: value })),
          ]}
          onChange={(event) => changeTag(event.target.value === '' ? null : event.target.value)}
        />
      </Field>
      <Switch label={t('map.showTable')} checked={tableShown} onCheckedChange={showTable} />
    </form>
  );
}
