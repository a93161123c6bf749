import { useUnit } from 'effector-react';
import { useHydrated } from '@emotion-guru/ui';
import { $isAuthenticated } from '../model/session.ts';

/**
 * Whether to show the signed-in version of a public page: false until the prerendered HTML (made for a
 * signed-out visitor) is hydrated, so hydration matches it; then the session's answer.
 */
export function useSignedIn(): boolean {
  const authenticated = useUnit($isAuthenticated);
  return useHydrated() && authenticated;
}
