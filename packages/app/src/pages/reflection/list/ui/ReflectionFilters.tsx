import { Button, DateField, Field, Input, Select } from '@emotion-guru/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
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
import {
  filtersFromSearch,
  searchOfChange,
  type AddressFilters,
  type ReflectionListSearch,
} from '../lib/search-params.ts';
import * as styles from './ReflectionListPage.css.ts';

const SEARCH_DELAY_MS = 300;

/**
 * Search, timing, emotion, Mood-Meter area, tag and date filters (and the loop the list was opened on, with
 * a way back to all). Each change is written into the address too, so a reload keeps it. The search box
 * waits for a pause in typing; it can only find text stored unencrypted, and says so.
 */
export function ReflectionFilters({ emotionNames }: { emotionNames: ReadonlyMap<string, string> | null }) {
  const { t, i18n } = useTranslation('reflection');
  const { t: tTerms } = useTranslation('app_terms');
  const [filters, { reflections, tags }, catalogue, language, changeFilters, clear] = useUnit([
    $reflectionFilters,
    $reflectionList,
    $emotionCatalogue,
    $language,
    reflectionFiltersChanged,
    reflectionFiltersCleared,
  ]);
  const navigate = useNavigate();
  const address: ReflectionListSearch = useSearch({ strict: false });
  // The box starts from the address, which the list opens on (the model hears it only after this mounts).
  const [search, setSearch] = useState(() => filtersFromSearch(address).search ?? '');

  // The list narrows at once; the address follows (replacing the entry: the back button leaves the list).
  const change = useCallback(
    (filterChange: AddressFilters & { quadrantEmotionIds?: string[] }) => {
      changeFilters(filterChange);
      void navigate({
        to: '.',
        search: (previous: ReflectionListSearch) => ({ ...previous, ...searchOfChange(filterChange) }),
        replace: true,
      });
    },
    [changeFilters, navigate],
  );

  // An area from the address needs its words, known once the catalogue has loaded.
  const missingAreaWords = filters.quadrant !== '' && filters.quadrantEmotionIds.length === 0;
  useEffect(() => {
    if (!missingAreaWords) return;
    const words = catalogue.filter((emotion) => emotion.quadrant === filters.quadrant).map(({ id }) => id);
    if (words.length > 0) changeFilters({ quadrantEmotionIds: words });
  }, [missingAreaWords, catalogue, filters.quadrant, changeFilters]);

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
      <Field label={t('list.filters.tag')}>
        <Select
          value={filters.tag}
          options={[
            { value: '', label: t('list.filters.anyTag') },
            // A tag from the address that this client does not use is still shown as chosen.
            ...(filters.tag && !tags.includes(filters.tag) ? [filters.tag, ...tags] : tags).map((tag) => ({
              value: tag,
              label: `#${tag}`,
            })),
          ]}
          onChange={(event) => change({ tag: event.target.value })}
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
            // The address forgets them too (and the loop), so a reload shows every reflection.
            void navigate({ to: '.', search: {}, replace: true });
          }}
        >
          {t('list.filters.clear')}
        </Button>
      )}
    </form>
  );
}
