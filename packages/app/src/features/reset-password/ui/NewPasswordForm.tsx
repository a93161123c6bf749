import { Button, PasswordField } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_NEW_PASSWORD_LENGTH } from '@/shared/config';
import { formStyles } from '@/shared/ui';
import {
  $newPasswordError,
  $passwordReset,
  $resetPassword,
  $resettingPassword,
  newPasswordSubmitted,
  resetPasswordChanged,
  type ResetLink,
} from '../model/reset-password.ts';

interface NewPasswordFormProps extends ResetLink {
  /** Shown after the confirmation, e.g. a link to the sign-in page. */
  signInLink: ReactNode;
}

/** Step 2: the link from the email carries a one-time token; choose the new password. */
export function NewPasswordForm({ token, email, signInLink }: NewPasswordFormProps) {
  const { t } = useTranslation('app_terms');
  const [password, error, done, saving] = useUnit([
    $resetPassword,
    $newPasswordError,
    $passwordReset,
    $resettingPassword,
  ]);
  const [changePassword, submit] = useUnit([resetPasswordChanged, newPasswordSubmitted]);

  if (done) {
    return (
      <p role="status">
        {t('reset.changed')} {signInLink}
      </p>
    );
  }
  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit({ token, email });
      }}
    >
      <PasswordField
        label={t('reset.newPassword')}
        toggleLabel={t('showPassword')}
        hint={t('reset.hint', { count: MIN_NEW_PASSWORD_LENGTH })}
        error={
          error === 'tooShort'
            ? t('reset.tooShort', { count: MIN_NEW_PASSWORD_LENGTH })
            : error === 'changeFailed'
              ? t('reset.changeFailed')
              : undefined
        }
        required
        autoComplete="new-password"
        value={password}
        onChange={(event) => changePassword(event.target.value)}
      />
      <Button type="submit" loading={saving}>
        {t('reset.save')}
      </Button>
    </form>
  );
}
