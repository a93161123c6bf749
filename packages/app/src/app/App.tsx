import { RouterProvider } from '@tanstack/react-router';
import type { Scope } from 'effector';
import { Provider as EffectorProvider } from 'effector-react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { AppRouter } from './router.tsx';

export function App({ router, i18n, scope }: { router: AppRouter; i18n: i18n; scope: Scope }) {
  return (
    <EffectorProvider value={scope}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </EffectorProvider>
  );
}
