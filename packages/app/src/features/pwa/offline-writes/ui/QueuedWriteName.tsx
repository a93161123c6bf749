import { useTranslation } from 'react-i18next';
import type { QueuedWrite } from '@/shared/lib/network';
import * as styles from './QueuedWrites.css.ts';

const KIND_KEYS = {
  'journal-entry': 'offlineQueue.kinds.journal-entry',
  'check-in': 'offlineQueue.kinds.check-in',
  reflection: 'offlineQueue.kinds.reflection',
} as const;

function isKnownKind(kind: string): kind is keyof typeof KIND_KEYS {
  return kind in KIND_KEYS;
}

/** What a write made offline is ("Journal entry: its title", unless sealed) and when it was written. */
export function QueuedWriteName({ write }: { write: QueuedWrite }) {
  const { t, i18n } = useTranslation('app_terms');
  const kind = isKnownKind(write.kind) ? t(KIND_KEYS[write.kind]) : write.kind;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(write.queuedAt),
  );
  return (
    <>
      {write.label ? `${kind}: ${write.label}` : kind}{' '}
      <span className={styles.when}>({t('offlineQueue.written', { when })})</span>
    </>
  );
}
