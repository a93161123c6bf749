import { Button } from '@emotion-guru/ui';
import { useTranslation } from 'react-i18next';
import type { JournalEntry } from '@/entities/journal';

/** Edit (readable entries only) and delete buttons of one entry card, named after the entry. */
export function EntryActions({
  entry,
  onEdit,
  onDelete,
}: {
  entry: JournalEntry;
  onEdit: (entry: JournalEntry) => void;
  onDelete: (entry: JournalEntry) => Promise<void>;
}) {
  const { t } = useTranslation('app_content');
  const readable = entry.protection === 'plain' || entry.protection === 'decrypted';
  const name = entry.title || t('journal.untitled');
  return (
    <>
      {readable && (
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => onEdit(entry)}
          aria-label={t('journal.editNamed', { name })}
        >
          {t('journal.edit')}
        </Button>
      )}
      <Button
        type="button"
        size="sm"
        variant="ghost"
        onClick={() => void onDelete(entry)}
        aria-label={t('journal.deleteNamed', { name: readable ? name : t('journal.locked.title') })}
      >
        {t('journal.delete.button')}
      </Button>
    </>
  );
}
