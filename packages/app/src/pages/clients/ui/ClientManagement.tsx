import { Button } from '@emotion-guru/ui';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $clientsStatus, clientsRequested } from '@/entities/client';
import { ClientFormDialog, clientCreateRequested } from '@/features/manage-clients';
import { $language, localizePath } from '@/shared/i18n';
import { ClientList } from './ClientList.tsx';
import * as styles from './ClientsPage.css.ts';

/** `?action=create` (the switcher's "Add New Client") opens the form once, then leaves the URL. */
function useCreateFromUrl() {
  const { action }: { action?: string } = useSearch({ strict: false });
  const [language, create] = useUnit([$language, clientCreateRequested]);
  const navigate = useNavigate();
  useEffect(() => {
    if (action !== 'create') return;
    create();
    void navigate({ href: localizePath('/app/clients', language), replace: true });
  }, [action, create, language, navigate]);
}

/** A caretaker's view: heading, "Add client", the list and the client form. */
export function ClientManagement() {
  const { t } = useTranslation('app_content');
  const [status, request, create] = useUnit([$clientsStatus, clientsRequested, clientCreateRequested]);
  useCreateFromUrl();
  useEffect(() => {
    // Normally loaded by the app layout already; this covers a page opened before that finished.
    if (status === 'initial') request();
  }, [status, request]);

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{t('clients.title')}</h1>
          <p className={styles.lead}>{t('clients.description')}</p>
        </div>
        <Button onClick={() => create()}>{t('clients.add')}</Button>
      </div>
      <ClientList />
      <ClientFormDialog />
    </div>
  );
}
