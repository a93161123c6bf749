import { Button, Checkbox, Dialog, PasswordField } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { $keyring, changePasswordFx, enableEncryptionFx, unlockFx } from '@/entities/keyring';
import { WrongPasswordError } from '@/shared/lib/local-encryption';
import { notifyFx } from '@/shared/lib/notify';
import { formStyles } from '@/shared/ui';
import {
  checkNewPassword,
  MIN_ENCRYPTION_PASSWORD_LENGTH,
  type PasswordProblem,
} from '../lib/password-rules.ts';

export type PasswordDialogMode = 'enable' | 'unlock' | 'change';

export interface EncryptionPasswordDialogProps {
  mode: PasswordDialogMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Failure = PasswordProblem | 'wrongPassword' | 'failed';

/**
 * The local encryption password modal: turn encryption on, unlock on this device, or change the
 * password. Passwords live in this component's state only while it is open.
 */
export function EncryptionPasswordDialog({ mode, open, onOpenChange }: EncryptionPasswordDialogProps) {
  const { t } = useTranslation('app_content');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`encryption.dialog.${mode}.title`)}
      description={t(`encryption.dialog.${mode}.description`)}
      closeLabel={t('encryption.dialog.close')}
      dismissOnOutsideClick={false}
    >
      {/* Keyed on opening so a closed dialog forgets every password typed into it. */}
      {open && <PasswordForm mode={mode} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function PasswordForm({ mode, onDone }: { mode: PasswordDialogMode; onDone: () => void }) {
  const { t } = useTranslation('app_content');
  const { t: terms } = useTranslation('app_terms');
  const [keyring, enable, unlock, change, notify] = useUnit([
    $keyring,
    enableEncryptionFx,
    unlockFx,
    changePasswordFx,
    notifyFx,
  ]);
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const problem =
      mode === 'unlock'
        ? current.length === 0
          ? 'required'
          : null
        : mode === 'change' && current.length === 0
          ? 'required'
          : (checkNewPassword(password, confirmation) ??
            (mode === 'enable' && !acknowledged ? 'acknowledge' : null));
    if (problem) {
      setFailure(problem);
      return;
    }
    setFailure(null);
    setBusy(true);
    try {
      if (mode === 'enable') {
        await enable(password);
        void notify({ type: 'success', title: t('encryption.toasts.enabled') });
      } else if (mode === 'unlock' && keyring) {
        await unlock({ keyring, password: current });
        void notify({ type: 'success', title: t('encryption.toasts.unlocked') });
      } else if (mode === 'change' && keyring) {
        await change({ keyring, oldPassword: current, newPassword: password });
        void notify({ type: 'success', title: t('encryption.toasts.changed') });
      }
      onDone();
    } catch (error) {
      // Nothing is lost: entries and the stored key are untouched, and what was typed stays.
      setFailure(error instanceof WrongPasswordError ? 'wrongPassword' : 'failed');
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (problem: Failure | null) =>
    problem ? t(`encryption.errors.${problem}`, { count: MIN_ENCRYPTION_PASSWORD_LENGTH }) : undefined;
  const currentError =
    failure === 'wrongPassword' || (failure === 'required' && mode !== 'enable') ? failure : null;
  const newError = failure === 'tooShort' || (failure === 'required' && mode === 'enable') ? failure : null;

  return (
    <form className={formStyles.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      {failure === 'failed' && (
        <p role="alert" className={formStyles.alert}>
          {t('encryption.errors.failed')}
        </p>
      )}
      {mode !== 'enable' && (
        <PasswordField
          label={mode === 'unlock' ? t('encryption.dialog.password') : t('encryption.dialog.currentPassword')}
          toggleLabel={terms('showPassword')}
          error={fieldError(currentError)}
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
      )}
      {mode !== 'unlock' && (
        <>
          <PasswordField
            label={mode === 'enable' ? t('encryption.dialog.password') : t('encryption.dialog.newPassword')}
            toggleLabel={terms('showPassword')}
            hint={t('encryption.dialog.passwordHint', { count: MIN_ENCRYPTION_PASSWORD_LENGTH })}
            error={fieldError(newError)}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            label={t('encryption.dialog.confirmPassword')}
            toggleLabel={terms('showPassword')}
            error={failure === 'mismatch' ? fieldError('mismatch') : undefined}
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        </>
      )}
      {mode === 'enable' && (
        <Checkbox
          label={t('encryption.dialog.acknowledge')}
          checked={acknowledged}
          onCheckedChange={(checked) => setAcknowledged(checked === true)}
          invalid={failure === 'acknowledge'}
          {...(failure === 'acknowledge' ? { hint: t('encryption.errors.acknowledge') } : {})}
        />
      )}
      <Button type="submit" loading={busy}>
        {t(`encryption.dialog.${mode}.submit`)}
      </Button>
    </form>
  );
}
