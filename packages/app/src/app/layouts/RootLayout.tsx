import { ConfirmProvider, Toaster } from '@emotion-guru/ui';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The frame of every page: confirmation dialogs and toasts (bottom right) are available everywhere. */
export function RootLayout() {
  const { t } = useTranslation('app_terms');
  return (
    <ConfirmProvider>
      <Outlet />
      <Toaster label={t('toasts.label')} closeLabel={t('toasts.close')} />
    </ConfirmProvider>
  );
}
