import { UpdateBanner } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $hasUnsavedWork } from '@/shared/lib/unsaved-work';
import { reloadRequested } from '../model/app-update.ts';

/**
 * The new version's banner: it reloads after 30 seconds or on "Reload now", but never by itself while the
 * user has unsaved input (an open editor, the wizard, a message being written): then it waits to be asked.
 */
export function AppUpdateBanner() {
  const { t } = useTranslation('app_terms');
  const [unsaved, reload] = useUnit([$hasUnsavedWork, reloadRequested]);
  return (
    <UpdateBanner
      onReload={() => reload()}
      label={t('appUpdate.label')}
      message={t('appUpdate.message')}
      reloadNowText={t('appUpdate.reloadNow')}
      countdownText={(seconds) => t('appUpdate.countdown', { seconds })}
      heldText={unsaved ? t('appUpdate.held') : undefined}
    />
  );
}
