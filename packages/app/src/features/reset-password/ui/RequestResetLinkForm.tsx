import { Button, Field, Input } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { formStyles } from '@/shared/ui';
import {
  $resetEmail,
  $resetLinkError,
  $resetLinkSent,
  $sendingResetLink,
  resetEmailChanged,
  resetLinkRequested,
} from '../model/reset-password.ts';

/** Step 1: ask for the link. The answer never says whether the account exists. */
export function RequestResetLinkForm() {
  const { t } = useTranslation('app_terms');
  const [email, error, sent, sending] = useUnit([
    $resetEmail,
    $resetLinkError,
    $resetLinkSent,
    $sendingResetLink,
  ]);
  const [changeEmail, request] = useUnit([resetEmailChanged, resetLinkRequested]);

  if (sent) return <p role="status">{t('reset.sent')}</p>;
  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        request();
      }}
    >
      <p>{t('reset.intro')}</p>
      <Field
        label={t('login.email')}
        error={
          error === 'invalidEmail'
            ? t('login.errors.email.invalid')
            : error === 'requestFailed'
              ? t('reset.requestFailed')
              : undefined
        }
        required
      >
        <Input
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => changeEmail(event.target.value)}
        />
      </Field>
      <Button type="submit" loading={sending}>
        {t('reset.send')}
      </Button>
    </form>
  );
}
