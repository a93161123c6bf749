import { Skeleton, Switch } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $changingPush, $push, pushSettingsOpened, pushToggled } from '../model/push.ts';

/**
 * Settings → Notifications: push notifications on this device, on or off. The browser asks for the
 * permission when it is turned on (never before); a refusal, a browser without push and a build without
 * the push provider's keys each say so, and the switch then stays off.
 */
export function PushSettings() {
  const { t } = useTranslation('app_content');
  const [state, changing, open, toggle] = useUnit([$push, $changingPush, pushSettingsOpened, pushToggled]);
  useEffect(() => open(), [open]);

  if (state === null)
    return (
      <div role="status" aria-busy="true" aria-label={t('settings.push.loading')}>
        <Skeleton height="3rem" />
      </div>
    );
  const hint =
    state.support === 'config-missing'
      ? t('settings.push.configMissing')
      : state.support === 'unsupported'
        ? t('settings.push.unsupported')
        : state.permission === 'denied'
          ? t('settings.push.blocked')
          : t('settings.push.hint');
  return (
    <Switch
      label={t('settings.push.label')}
      hint={hint}
      checked={state.enabled}
      disabled={changing || state.support !== 'supported'}
      onCheckedChange={toggle}
    />
  );
}
