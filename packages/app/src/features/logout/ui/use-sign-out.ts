import { useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { $language, localizePath } from '@/shared/i18n';
import { logoutRequested } from '../model/logout.ts';

/** Signs out and leaves for the home page in the current language (the header's menu, the sidebar's user block). */
export function useSignOut(): () => void {
  const [logout, language] = useUnit([logoutRequested, $language]);
  const navigate = useNavigate();
  return () => {
    logout();
    void navigate({ href: localizePath('/', language) });
  };
}
