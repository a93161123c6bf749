import { Badge, Button } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $encryption, $keyringFailed, keyringRequested, lockRequested } from '@/entities/keyring';
import { $language, localizePath } from '@/shared/i18n';
import {
  $encryptProgress,
  $plainCount,
  encryptExistingFx,
  encryptExistingRequested,
  plainEntriesRequested,
} from '../model/encrypt-existing.ts';
import { EncryptionPasswordDialog, type PasswordDialogMode } from './EncryptionPasswordDialog.tsx';
import * as styles from './EncryptionSettings.css.ts';

/** The settings section: state of local encryption and the actions that fit it. */
export function EncryptionSettings() {
  const { t } = useTranslation('app_content');
  const [state, failed, language, request, lock] = useUnit([
    $encryption,
    $keyringFailed,
    $language,
    keyringRequested,
    lockRequested,
  ]);
  const [dialog, setDialog] = useState<PasswordDialogMode | null>(null);
  useEffect(() => request(), [request]);

  return (
    <div className={styles.section}>
      <p className={styles.status}>
        <span>{t('encryption.status.label')}</span>{' '}
        <Badge tone={state === 'unlocked' ? 'success' : state === 'locked' ? 'warning' : 'neutral'}>
          {t(`encryption.status.${state}`)}
        </Badge>
      </p>
      <p className={styles.text}>{t(`encryption.explain.${state}`)}</p>
      {failed && (
        <p role="alert" className={styles.text}>
          {t('encryption.errors.loadFailed')}{' '}
          <Button type="button" size="sm" variant="secondary" onClick={() => request()}>
            {t('encryption.retry')}
          </Button>
        </p>
      )}
      {state === 'unlocked' && <ExistingEntries />}
      <div className={styles.actions}>
        {state === 'off' && (
          <Button type="button" onClick={() => setDialog('enable')}>
            {t('encryption.actions.enable')}
          </Button>
        )}
        {state === 'locked' && (
          <Button type="button" onClick={() => setDialog('unlock')}>
            {t('encryption.actions.unlock')}
          </Button>
        )}
        {state === 'unlocked' && (
          <>
            <Button type="button" variant="secondary" onClick={() => setDialog('change')}>
              {t('encryption.actions.change')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => lock()}>
              {t('encryption.actions.lock')}
            </Button>
          </>
        )}
        <Link to={localizePath('/docs/local-encryption', language)} className={styles.link}>
          {t('encryption.learnMore')}
        </Link>
      </div>
      <EncryptionPasswordDialog
        mode={dialog ?? 'enable'}
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
      />
    </div>
  );
}

/** Entries written before encryption was turned on: counted, and sealed on request. */
function ExistingEntries() {
  const { t } = useTranslation('app_content');
  const [count, progress, busy, scan, encrypt] = useUnit([
    $plainCount,
    $encryptProgress,
    encryptExistingFx.pending,
    plainEntriesRequested,
    encryptExistingRequested,
  ]);
  useEffect(() => scan(), [scan]);
  if (count === 0 && !busy) return null;
  return (
    <div className={styles.existing}>
      <p className={styles.text}>{t('encryption.existing.count', { count })}</p>
      <p role="status" className={styles.text}>
        {progress ? t('encryption.existing.progress', { done: progress.done, total: progress.total }) : ''}
      </p>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" loading={busy} onClick={() => encrypt()}>
          {t('encryption.existing.encrypt')}
        </Button>
      </div>
    </div>
  );
}

/** The journal's banner while entries are locked: one button to the unlock modal. */
export function UnlockPrompt() {
  const { t } = useTranslation('app_content');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" size="sm" onClick={() => setOpen(true)}>
        {t('encryption.actions.unlock')}
      </Button>
      <EncryptionPasswordDialog mode="unlock" open={open} onOpenChange={setOpen} />
    </>
  );
}
