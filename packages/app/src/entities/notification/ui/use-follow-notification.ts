import { useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { $language, localizePath } from '@/shared/i18n';
import type { NavigationTarget } from '../lib/notification.ts';

/** Goes where a notification leads: http(s) by a full page load, app paths in the current language. */
export function useFollowNotification(): (target: NavigationTarget) => void {
  const language = useUnit($language);
  const navigate = useNavigate();
  return useCallback(
    (target: NavigationTarget) => {
      if (target.kind === 'external') window.location.assign(target.url);
      else void navigate({ href: localizePath(target.path, language) });
    },
    [language, navigate],
  );
}
