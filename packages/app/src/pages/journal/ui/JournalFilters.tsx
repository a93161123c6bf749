import { Button, DateField, Field, Input, Select } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $filters, $journal, filtersChanged, filtersCleared } from '@/entities/journal';
import { $language } from '@/shared/i18n';
import * as styles from './JournalPage.css.ts';

const SEARCH_DELAY_MS = 300;

/**
 * Search, tag and date filters; the search box waits for a pause in typing before it asks. The dates are
 * shown, typed and picked in the page's language (23.11.2026 under /tr), not the browser's.
 */
export function JournalFilters() {
  const { t } = useTranslation('app_content');
  const [filters, { tags }, language, change, clear] = useUnit([
    $filters,
    $journal,
    $language,
    filtersChanged,
    filtersCleared,
  ]);
  const [search, setSearch] = useState(filters.search);

  // Typing waits for a pause before asking the platform; the box itself answers every keystroke.
  useEffect(() => {
    if (search === filters.search) return undefined;
    const timer = setTimeout(() => change({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters.search, change]);

  const dateTexts = {
    placeholderLetters: {
      day: t('journal.filters.dateLetters.day'),
      month: t('journal.filters.dateLetters.month'),
      year: t('journal.filters.dateLetters.year'),
    },
    invalidMessage: (format: string) => t('journal.filters.invalidDate', { format }),
    loadingLabel: t('journal.filters.calendarLoading'),
  };
  const filtered = Boolean(filters.search || filters.tag || filters.from || filters.to);
  return (
    <form
      className={styles.filters}
      role="search"
      aria-label={t('journal.filters.label')}
      onSubmit={(e) => e.preventDefault()}
    >
      <Field label={t('journal.filters.search')}>
        <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </Field>
      <Field label={t('journal.filters.tag')}>
        <Select
          value={filters.tag}
          options={[
            { value: '', label: t('journal.filters.allTags') },
            ...tags.map((tag) => ({ value: tag, label: `#${tag}` })),
          ]}
          onChange={(event) => change({ tag: event.target.value })}
        />
      </Field>
      <DateField
        label={t('journal.filters.from')}
        locale={language}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(from) => change({ from })}
        {...dateTexts}
        calendarLabel={t('journal.filters.chooseFrom')}
      />
      <DateField
        label={t('journal.filters.to')}
        locale={language}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(to) => change({ to })}
        {...dateTexts}
        calendarLabel={t('journal.filters.chooseTo')}
      />
      {filtered && (
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setSearch('');
            clear();
          }}
        >
          {t('journal.filters.clear')}
        </Button>
      )}
    </form>
  );
}
