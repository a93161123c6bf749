import { Button, Field, Select } from '@emotion-guru/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FREE_HISTORY_DAYS } from '@/entities/journal';
import type { SaveBlock } from '@/entities/keyring';
import { IMPORTED, type Backup, type ImportPlan } from '../lib/backup.ts';
import * as styles from './BackupImport.css.ts';

/** What a file adds to this account, what it leaves out and why, and the buttons to import or choose again. */
export function BackupPreview({
  backup,
  plan,
  beyondPlan,
  sourceClientId,
  targetName,
  onSourceChange,
  importing,
  blocked,
  failed,
  onImport,
  onCancel,
}: {
  backup: Backup;
  plan: ImportPlan;
  /** Records older than the user's plan shows (kept, shown after an upgrade). */
  beyondPlan: number;
  /** The file's client whose records are imported (a caretaker's file holds several). */
  sourceClientId: string | null;
  /** The client shown here, who receives them. */
  targetName: string;
  onSourceChange: (clientId: string) => void;
  importing: boolean;
  blocked: SaveBlock;
  failed: boolean;
  onImport: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('app_content');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The preview replaces the file field: focus follows, so a keyboard user is not left on nothing.
  useEffect(() => headingRef.current?.focus(), []);
  const exported = backup.exportedAt ? new Date(backup.exportedAt) : null;
  const date =
    exported && !Number.isNaN(exported.getTime())
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(exported)
      : '—';
  const total = IMPORTED.reduce((sum, collection) => sum + plan.records[collection].length, 0);
  const notes = [
    plan.skipped.duplicates > 0 &&
      t('yourData.backup.preview.duplicates', { count: plan.skipped.duplicates }),
    plan.skipped.sealed > 0 && t('yourData.backup.preview.sealed', { count: plan.skipped.sealed }),
    plan.skipped.unknownWords > 0 &&
      t('yourData.backup.preview.unknownWords', { count: plan.skipped.unknownWords }),
    backup.chats > 0 && t('yourData.backup.preview.chats', { count: backup.chats }),
    beyondPlan > 0 && t('yourData.backup.preview.beyondPlan', { count: beyondPlan, days: FREE_HISTORY_DAYS }),
  ].filter((note): note is string => typeof note === 'string');

  return (
    <section className={styles.preview} aria-labelledby="backup-preview-title">
      <h4 id="backup-preview-title" ref={headingRef} tabIndex={-1} className={styles.text}>
        {t('yourData.backup.preview.title')}
      </h4>
      <p className={styles.muted}>
        {backup.email
          ? t('yourData.backup.preview.source', { email: backup.email, date })
          : t('yourData.backup.preview.sourceUnknown', { date })}
      </p>
      {backup.clients.length > 1 ? (
        <Field
          label={t('yourData.backup.preview.sourceClient')}
          hint={t('yourData.backup.preview.sourceClientHint', { name: targetName })}
        >
          <Select
            value={sourceClientId ?? ''}
            options={backup.clients.map((client) => ({
              value: client.id,
              label: client.own ? t('yourData.backup.preview.ownClient', { name: client.name }) : client.name,
            }))}
            onChange={(event) => onSourceChange(event.target.value)}
          />
        </Field>
      ) : null}
      <dl className={styles.counts}>
        {IMPORTED.map((collection) => (
          <div key={collection} className={styles.count}>
            <dt>{t(`yourData.backup.preview.${collection}`)}</dt>
            <dd className={styles.number}>{plan.records[collection].length}</dd>
          </div>
        ))}
      </dl>
      {notes.length > 0 ? (
        <ul className={styles.notes}>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {total === 0 ? <p className={styles.text}>{t('yourData.backup.preview.nothing')}</p> : null}
      {blocked ? (
        <p role="alert" className={styles.problem}>
          {t(blocked === 'locked' ? 'yourData.backup.locked' : 'yourData.backup.checking')}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className={styles.problem}>
          {t('yourData.backup.failed')}
        </p>
      ) : null}
      <div className={styles.actions}>
        {total > 0 ? (
          <Button type="button" onClick={onImport} loading={importing}>
            {importing ? t('yourData.backup.importing') : t('yourData.backup.import')}
          </Button>
        ) : null}
        <Button type="button" variant="secondary" onClick={onCancel} disabled={importing}>
          {t('yourData.backup.cancel')}
        </Button>
      </div>
    </section>
  );
}
