import { Button, Field, Input, linkClass } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $access, $currentUser } from '@/entities/session';
import { $language, localizePath } from '@/shared/i18n';
import { formStyles } from '@/shared/ui';
import {
  $confirmation,
  $deleteAccountError,
  $deletingAccount,
  confirmationTyped,
  deleteAccountClosed,
  deleteAccountSubmitted,
} from '../model/delete-account.ts';
import * as styles from './DeleteAccount.css.ts';

/**
 * Settings → Delete account: what goes (at once, for good) and what stays, a way to download everything
 * first, and the request, confirmed by typing the account's email. Afterwards the person is signed out
 * everywhere and the app goes to the home page (app/start.tsx).
 */
export function DeleteAccount() {
  const { t } = useTranslation('app_content');
  const [user, access, language, typed, error, deleting] = useUnit([
    $currentUser,
    $access,
    $language,
    $confirmation,
    $deleteAccountError,
    $deletingAccount,
  ]);
  const [type, submit, close] = useUnit([confirmationTyped, deleteAccountSubmitted, deleteAccountClosed]);
  useEffect(() => () => close(), [close]);
  const email = user?.email ?? '';
  const errorText =
    error === 'mismatch'
      ? t('settings.deleteAccount.mismatch', { email })
      : error === 'refused'
        ? t('settings.deleteAccount.refused')
        : error === 'failed'
          ? t('settings.deleteAccount.failed')
          : null;
  return (
    <div className={styles.root}>
      <p className={styles.text}>{t('settings.deleteAccount.intro')}</p>
      <ul className={styles.list}>
        <li>{t('settings.deleteAccount.items.profile')}</li>
        <li>{t('settings.deleteAccount.items.records')}</li>
        {access.clientManagement && <li>{t('settings.deleteAccount.items.clients')}</li>}
        <li>{t('settings.deleteAccount.items.groups')}</li>
        <li>{t('settings.deleteAccount.items.subscription')}</li>
      </ul>
      <p className={styles.muted}>
        {access.clientManagement ? t('settings.deleteAccount.keptClients') : null}{' '}
        {t('settings.deleteAccount.final')}{' '}
        <Link to={localizePath('/app/settings', language)} hash="your-data" className={linkClass()}>
          {t('settings.deleteAccount.downloadFirst')}
        </Link>
      </p>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field
          label={t('settings.deleteAccount.confirmLabel', { email })}
          hint={t('settings.deleteAccount.confirmHint')}
          error={errorText}
        >
          <Input
            type="email"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => type(event.target.value)}
          />
        </Field>
        <div>
          <Button type="submit" variant="destructive" loading={deleting}>
            {t('settings.deleteAccount.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
