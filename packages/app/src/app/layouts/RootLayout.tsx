import { Toaster } from '@emotion-guru/ui';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppUpdate } from '@/features/pwa/app-update';

/**
 * The frame of every page: the new version's banner and toasts (bottom right) are available everywhere. Confirmation dialogs
 * (`useConfirm`) are provided by the app layout, where every action that asks for one lives, so that the
 * public pages and sign-in never download the dialog's code.
 */
export function RootLayout() {
  const { t } = useTranslation('app_terms');
  return (
    <>
      <AppUpdate />
      <Outlet />
      <Toaster label={t('toasts.label')} closeLabel={t('toasts.close')} />
    </>
  );
}
