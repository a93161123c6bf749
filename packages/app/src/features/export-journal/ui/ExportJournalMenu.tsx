import { DropdownMenu, DropdownMenuItem } from '@emotion-guru/ui';
import { Button } from '@emotion-guru/ui';
import { useTranslation } from 'react-i18next';
import type { JournalEntry } from '@/entities/journal';
import { downloadText } from '../lib/download.ts';
import { exportFileName, toCsv, toJson } from '../lib/export-rows.ts';

/** Exports the entries the list shows, as JSON or CSV (premium tiers: the export-data feature). */
export function ExportJournalMenu({ entries }: { entries: readonly JournalEntry[] }) {
  const { t } = useTranslation('app_content');
  return (
    <DropdownMenu
      label={t('journal.export.label')}
      align="end"
      trigger={
        <Button type="button" variant="secondary" disabled={entries.length === 0}>
          {t('journal.export.button')}
        </Button>
      }
    >
      <DropdownMenuItem
        onSelect={() => downloadText(exportFileName('json'), toJson(entries), 'application/json')}
      >
        {t('journal.export.json')}
      </DropdownMenuItem>
      <DropdownMenuItem
        onSelect={() =>
          void toCsv(entries).then((csv) =>
            downloadText(exportFileName('csv'), csv, 'text/csv;charset=utf-8'),
          )
        }
      >
        {t('journal.export.csv')}
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
