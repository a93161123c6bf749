import { Button, Field, Select } from '@emotion-guru/ui';
import { useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $reflectionFilters,
  $reflectionList,
  REFLECTION_TIMING_KEYS,
  parseTiming,
  reflectionFiltersChanged,
  reflectionFiltersCleared,
} from '@/entities/reflection';
import * as styles from './ReflectionListPage.css.ts';

/** Timing and emotion filters (and the loop the list was opened on, with a way back to all). */
export function ReflectionFilters({ emotionNames }: { emotionNames: ReadonlyMap<string, string> | null }) {
  const { t, i18n } = useTranslation('reflection');
  const [filters, { reflections }, change, clear] = useUnit([
    $reflectionFilters,
    $reflectionList,
    reflectionFiltersChanged,
    reflectionFiltersCleared,
  ]);
  const navigate = useNavigate();
  const emotionOptions = useMemo(() => {
    const collator = new Intl.Collator(i18n.language);
    return [...(emotionNames ?? new Map<string, string>())]
      .sort(([, a], [, b]) => collator.compare(a, b))
      .map(([value, label]) => ({ value, label }));
  }, [emotionNames, i18n.language]);
  const loopTitle = reflections.find((reflection) => reflection.loop?.id === filters.loopId)?.loop?.title;
  const filtered = filters.timing !== null || Boolean(filters.emotionId || filters.loopId);

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={t('list.filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
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
