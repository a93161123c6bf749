import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import {
  $installOfferVisible,
  browserInstallAppEnvironment,
  installAppStarted,
  type InstallAppEnvironment,
} from '../model/install-app.ts';
import { InstallOffer } from './InstallOffer.tsx';
import { ManualInstallDialog } from './ManualInstallDialog.tsx';

/** The install offer of the app area: 3 s after the app becomes installable, once an hour at most. */
export function InstallApp({
  environment = browserInstallAppEnvironment,
}: {
  /** The browser's install environment (stories pass an iPhone's or Android's). */
  environment?: () => Promise<InstallAppEnvironment | undefined>;
}) {
  const [visible, start] = useUnit([$installOfferVisible, installAppStarted]);
  useEffect(() => {
    void environment().then((found) => {
      if (found) start(found);
    });
  }, [environment, start]);
  return (
    <>
      {visible ? <InstallOffer /> : null}
      <ManualInstallDialog />
    </>
  );
}
