import { scopeBind, type Scope } from 'effector';
import { $clientsStatus, clientsRequested } from '@/entities/client';

/**
 * The app area's route loader, run as soon as the layout's code has loaded (the router imports this with
 * `AppLayout.tsx`) and before anything renders: the account's clients start loading at once, not from
 * the layout's effect after its first render (every page waits for the active client, so that wait was
 * the first of the dashboard's requests one after another: issue #14). Only the first time the app area
 * opens in this scope: sign-ins, sign-outs and plan changes reload them from the client model itself.
 */
export function requestAccountData(scope: Scope): void {
  if (scope.getState($clientsStatus) === 'initial') scopeBind(clientsRequested, { scope })();
}
