import { useUnit } from 'effector-react';
import { $updateWaiting } from '../model/app-update.ts';
import { AppUpdateBanner } from './AppUpdateBanner.tsx';

/** Shows the update banner once a new version of the app is waiting (on every page). */
export function AppUpdate() {
  const waiting = useUnit($updateWaiting);
  return waiting ? <AppUpdateBanner /> : null;
}
