import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { formStyles } from '@/shared/ui';
import {
  $signedOutCount,
  $signingOutOthers,
  $signOutOthersFailed,
  signOutOthersRequested,
} from '../model/sign-out-other-devices.ts';
import * as styles from './SignOutOtherDevices.css.ts';

/**
 * Settings → Security: ends the account's sessions on every other device (a lost phone, a shared
 * computer); this one stays signed in. Says how many it ended.
 */
export function SignOutOtherDevices() {
  const { t } = useTranslation('app_content');
  const [count, pending, failed, request] = useUnit([
    $signedOutCount,
    $signingOutOthers,
    $signOutOthersFailed,
    signOutOthersRequested,
  ]);
  return (
    <div className={styles.root}>
      <p className={styles.muted}>{t('settings.devices.intro')}</p>
      {failed && (
        <p role="alert" className={formStyles.alert}>
          {t('settings.devices.failed')}
        </p>
      )}
      <div>
        <Button type="button" variant="secondary" loading={pending} onClick={() => request()}>
          {t('settings.devices.signOut')}
        </Button>
      </div>
      <p role="status" className={styles.muted}>
        {count === null
          ? null
          : count === 0
            ? t('settings.devices.none')
            : t('settings.devices.done', { count })}
      </p>
    </div>
  );
}
