import { Button, DropdownMenu, DropdownMenuItem } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $journal } from '@/entities/journal';
import { $exportProgress, $exporting, exportRequested } from '../model/export.ts';

/**
 * Exports every entry that matches the journal's filters (all pages), as JSON or CSV, with progress
 * while the pages are read (premium tiers: the export-data feature; the page shows it only to them).
 */
export function ExportJournalMenu() {
  const { t } = useTranslation('app_content');
  const [{ total }, exporting, progress, request] = useUnit([
    $journal,
    $exporting,
    $exportProgress,
    exportRequested,
  ]);
  return (
    <>
      <DropdownMenu
        label={t('journal.export.label')}
        align="end"
        trigger={
          <Button type="button" variant="secondary" disabled={total === 0} loading={exporting}>
            {t('journal.export.button')}
          </Button>
        }
      >
        <DropdownMenuItem disabled={exporting} onSelect={() => request('json')}>
          {t('journal.export.json')}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={exporting} onSelect={() => request('csv')}>
          {t('journal.export.csv')}
        </DropdownMenuItem>
      </DropdownMenu>
      <span role="status" aria-live="polite">
        {progress && t('journal.export.progress', { read: progress.read, total: progress.total })}
      </span>
    </>
  );
}
