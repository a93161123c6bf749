import { Button, PasswordField } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_NEW_PASSWORD_LENGTH } from '@/shared/config';
import { formStyles } from '@/shared/ui';
import {
  $changePasswordError,
  $changingPassword,
  $currentPassword,
  $newPassword,
  changePasswordClosed,
  changePasswordSubmitted,
  currentPasswordChanged,
  newPasswordChanged,
} from '../model/change-password.ts';

/** The signed-in user's password change: current and new password, refused early when too short. */
export function ChangePasswordForm() {
  const { t } = useTranslation('app_content');
  const { t: terms } = useTranslation('app_terms');
  const [current, next, error, saving] = useUnit([
    $currentPassword,
    $newPassword,
    $changePasswordError,
    $changingPassword,
  ]);
  const [changeCurrent, changeNext, submit, close] = useUnit([
    currentPasswordChanged,
    newPasswordChanged,
    changePasswordSubmitted,
    changePasswordClosed,
  ]);
  useEffect(() => () => close(), [close]);

  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {error && (
        <p role="alert" className={formStyles.alert}>
          {error === 'tooShort'
            ? t('settings.password.tooShort', { count: MIN_NEW_PASSWORD_LENGTH })
            : t('settings.password.failed')}
        </p>
      )}
      <PasswordField
        label={t('settings.password.current')}
        toggleLabel={terms('showPassword')}
        autoComplete="current-password"
        value={current}
        onChange={(event) => changeCurrent(event.target.value)}
      />
      <PasswordField
        label={t('settings.password.new')}
        toggleLabel={terms('showPassword')}
        hint={t('settings.password.hint', { count: MIN_NEW_PASSWORD_LENGTH })}
        autoComplete="new-password"
        value={next}
        onChange={(event) => changeNext(event.target.value)}
      />
      <Button type="submit" loading={saving}>
        {t('settings.password.submit')}
      </Button>
    </form>
  );
}
