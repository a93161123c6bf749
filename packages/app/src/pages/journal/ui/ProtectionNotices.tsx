import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $journal } from '@/entities/journal';
import { $encryption } from '@/entities/keyring';
import { $draftLocked } from '@/features/edit-journal';
import { UnlockPrompt } from '@/features/local-encryption';
import * as styles from './JournalPage.css.ts';

/** Why some entries or the draft cannot be read, with the way to unlock them. */
export function ProtectionNotices() {
  const { t } = useTranslation('app_content');
  const [encryption, draftLocked, { entries }] = useUnit([$encryption, $draftLocked, $journal]);
  const lockedEntries = entries.some((entry) => entry.protection === 'locked');
  if (!draftLocked && !(encryption === 'locked' && lockedEntries)) return null;
  return (
    <p className={styles.notice} role="status">
      <span>{draftLocked ? t('journal.locked.draftNotice') : t('journal.locked.notice')}</span>
      {encryption === 'locked' && <UnlockPrompt />}
    </p>
  );
}
