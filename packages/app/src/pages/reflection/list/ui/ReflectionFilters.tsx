import { Button, DateField, Field, Input, Select } from '@emotion-guru/ui';
import { useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $emotionCatalogue, QUADRANTS } from '@/entities/emotion';
import {
  $reflectionFilters,
  $reflectionList,
  REFLECTION_TIMING_KEYS,
  isReflectionListFiltered,
  parseTiming,
  reflectionFiltersChanged,
  reflectionFiltersCleared,
} from '@/entities/reflection';
import { $language } from '@/shared/i18n';
import * as styles from './ReflectionListPage.css.ts';

const SEARCH_DELAY_MS = 300;

/**
 * Search, timing, emotion, Mood-Meter area and date filters (and the loop the list was opened on, with a
 * way back to all). The search box waits for a pause in typing; it can only find text stored unencrypted,
 * and says so.
 */
export function ReflectionFilters({ emotionNames }: { emotionNames: ReadonlyMap<string, string> | null }) {
  const { t, i18n } = useTranslation('reflection');
  const { t: tTerms } = useTranslation('app_terms');
  const [filters, { reflections }, catalogue, language, change, clear] = useUnit([
    $reflectionFilters,
    $reflectionList,
    $emotionCatalogue,
    $language,
    reflectionFiltersChanged,
    reflectionFiltersCleared,
  ]);
  const navigate = useNavigate();
  const [search, setSearch] = useState(filters.search);

  // Typing waits for a pause before asking the platform; the box itself answers every keystroke.
  useEffect(() => {
    if (search === filters.search) return undefined;
    const timer = setTimeout(() => change({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, change]);

  const chooseQuadrant = (quadrant: string) =>
    change({
      quadrant,
      quadrantEmotionIds: quadrant
        ? catalogue.filter((emotion) => emotion.quadrant === quadrant).map((emotion) => emotion.id)
        : [],
    });
  const dateTexts = {
    placeholderLetters: {
      day: t('list.filters.dateLetters.day'),
      month: t('list.filters.dateLetters.month'),
      year: t('list.filters.dateLetters.year'),
    },
    invalidMessage: (format: string) => t('list.filters.invalidDate', { format }),
    loadingLabel: t('list.filters.calendarLoading'),
  };
  const emotionOptions = useMemo(() => {
    const collator = new Intl.Collator(i18n.language);
    return [...(emotionNames ?? new Map<string, string>())]
      .sort(([, a], [, b]) => collator.compare(a, b))
      .map(([value, label]) => ({ value, label }));
  }, [emotionNames, i18n.language]);
  const loopTitle = reflections.find((reflection) => reflection.loop?.id === filters.loopId)?.loop?.title;
  const filtered = isReflectionListFiltered(filters) || search !== '';

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={t('list.filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <Field label={t('list.filters.search')} hint={t('list.filters.searchHint')}>
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </Field>
      <Field label={t('list.filters.timing')}>
        <Select
          value={filters.timing === null ? '' : String(filters.timing)}
          options={[
            { value: '', label: t('list.filters.anyTiming') },
            ...REFLECTION_TIMING_KEYS.map(([value, key]) => ({ value: String(value), label: t(key) })),
          ]}
          onChange={(event) => change({ timing: parseTiming(event.target.value) })}
        />
      </Field>
      <Field label={t('list.filters.emotion')}>
        <Select
          value={filters.emotionId}
          options={[{ value: '', label: t('list.filters.anyEmotion') }, ...emotionOptions]}
          onChange={(event) => change({ emotionId: event.target.value })}
        />
      </Field>
      <Field label={t('list.filters.quadrant')}>
        <Select
          value={filters.quadrant}
          options={[
            { value: '', label: t('list.filters.anyQuadrant') },
            ...QUADRANTS.map((quadrant) => ({
              value: quadrant,
              label: `${tTerms(`emotionPicker.quadrants.${quadrant}.name`)}: ${tTerms(`emotionPicker.quadrants.${quadrant}.hint`)}`,
            })),
          ]}
          onChange={(event) => chooseQuadrant(event.target.value)}
        />
      </Field>
      <DateField
        label={t('list.filters.from')}
        locale={language}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(from) => change({ from })}
        {...dateTexts}
        calendarLabel={t('list.filters.chooseFrom')}
      />
      <DateField
        label={t('list.filters.to')}
        locale={language}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(to) => change({ to })}
        {...dateTexts}
        calendarLabel={t('list.filters.chooseTo')}
      />
      {filters.loopId && (
        <p className={styles.subtitle}>
          {loopTitle ? t('card.loop', { title: loopTitle }) : t('card.loopUntitled')}
        </p>
      )}
      {filtered && (
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setSearch('');
            clear();
            // The loop came from the address: leave it too, so a reload shows every reflection.
            if (filters.loopId) void navigate({ to: '.', search: {}, replace: true });
          }}
        >
          {t('list.filters.clear')}
        </Button>
      )}
    </form>
  );
}
