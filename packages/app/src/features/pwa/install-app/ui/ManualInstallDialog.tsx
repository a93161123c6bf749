import { Button, Dialog } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstallPlatform } from '@/shared/lib/install-state';
import { $manualInstructions, manualInstructionsClosed } from '../model/install-app.ts';
import * as styles from './InstallApp.css.ts';
import { AddIcon, MenuIcon, ShareIcon } from './InstallIcons.tsx';

/** Each platform's steps, with the icon the user will look for. */
const STEPS = {
  ios: [
    { key: 'installApp.manual.steps.ios.share', icon: <ShareIcon /> },
    { key: 'installApp.manual.steps.ios.add', icon: <AddIcon /> },
    { key: 'installApp.manual.steps.ios.confirm', icon: null },
  ],
  android: [
    { key: 'installApp.manual.steps.android.menu', icon: <MenuIcon /> },
    { key: 'installApp.manual.steps.android.install', icon: <AddIcon /> },
    { key: 'installApp.manual.steps.android.confirm', icon: null },
  ],
  other: [
    { key: 'installApp.manual.steps.other.addressBar', icon: null },
    { key: 'installApp.manual.steps.other.confirm', icon: null },
  ],
} as const satisfies Record<InstallPlatform, ReadonlyArray<{ key: string; icon: ReactElement | null }>>;

/** When the browser offers no install dialog (iOS Safari, some Android browsers): the steps, each with the icon to look for. */
export function ManualInstallDialog() {
  const { t } = useTranslation('app_terms');
  const [platform, close] = useUnit([$manualInstructions, manualInstructionsClosed]);
  const shown = platform ?? 'other';
  return (
    <Dialog
      open={platform !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('installApp.manual.title')}
      description={t(`installApp.manual.intro.${shown}`)}
      closeLabel={t('installApp.manual.close')}
      footer={<Button onClick={() => close()}>{t('installApp.manual.done')}</Button>}
    >
      <ol className={styles.steps}>
        {STEPS[shown].map((step) => (
          <li key={step.key} className={styles.step}>
            {step.icon}
            <span className={styles.stepText}>{t(step.key)}</span>
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
