import { scopeBind, type Scope } from 'effector';

/**
 * The app area's route loader: the account's clients start loading with the route, beside the layout's
 * and the page's code, not once the layout has rendered (every page waits for the active client, so
 * that wait was the first of the dashboard's requests one after another: issue #14). Only the first
 * time the app area opens in this scope: sign-ins, sign-outs and plan changes reload them from the client
 * model itself.
 */
export async function requestAccountData(scope: Scope): Promise<void> {
  const { $clientsStatus, clientsRequested } = await import('@/entities/client');
  if (scope.getState($clientsStatus) === 'initial') scopeBind(clientsRequested, { scope })();
}
