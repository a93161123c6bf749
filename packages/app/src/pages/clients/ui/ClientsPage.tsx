import { Button, EmptyState, Field, Input, Skeleton, VisuallyHidden, linkClass } from '@emotion-guru/ui';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $activeClientId, $clients, $clientsStatus, clientsRequested } from '@/entities/client';
import { $access } from '@/entities/session';
import { ClientFormDialog, clientCreateRequested } from '@/features/manage-clients';
import { $language, localizePath } from '@/shared/i18n';
import { filterClients } from '../lib/filter-clients.ts';
import { ClientCard } from './ClientCard.tsx';
import * as styles from './ClientsPage.css.ts';

const SKELETON_ROWS = 3;

function LoadingList() {
  const { t } = useTranslation('app_content');
  return (
    <div role="status" aria-busy="true" className={styles.list}>
      <VisuallyHidden>{t('clients.loading')}</VisuallyHidden>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} className={styles.skeletonCard} aria-hidden="true">
          <Skeleton width="40px" height="40px" radius="full" />
          <span className={styles.skeletonText}>
            <Skeleton width="40%" />
            <Skeleton width="60%" />
          </span>
        </div>
      ))}
    </div>
  );
}

function ClientList() {
  const { t } = useTranslation('app_content');
  const [clients, status, activeClientId, retry, create] = useUnit([
    $clients,
    $clientsStatus,
    $activeClientId,
    clientsRequested,
    clientCreateRequested,
  ]);
  const [query, setQuery] = useState('');
  const shown = filterClients(clients, query);

  if (clients.length === 0) {
    if (status === 'error') {
      return (
        <EmptyState
          title={t('clients.error.title')}
          description={t('clients.error.description')}
          action={
            <Button variant="secondary" onClick={() => retry()}>
              {t('clients.error.retry')}
            </Button>
          }
        />
      );
    }
    if (status !== 'ready') return <LoadingList />;
    return (
      <EmptyState
        title={t('clients.empty.title')}
        description={t('clients.empty.description')}
        action={<Button onClick={() => create()}>{t('clients.add')}</Button>}
      />
    );
  }

  return (
    <>
      <Field label={t('clients.search.label')} className={styles.search}>
        <Input
          type="search"
          autoComplete="off"
          placeholder={t('clients.search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </Field>
      {shown.length === 0 ? (
        <EmptyState
          title={t('clients.noResults.title')}
          description={t('clients.noResults.description')}
          action={
            <Button variant="secondary" onClick={() => setQuery('')}>
              {t('clients.noResults.clear')}
            </Button>
          }
        />
      ) : (
        <ul className={styles.list} aria-label={t('clients.title')}>
          {shown.map((client) => (
            <ClientCard key={client.id} client={client} viewing={client.id === activeClientId} />
          ))}
        </ul>
      )}
    </>
  );
}

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

function ClientManagement() {
  const { t } = useTranslation('app_content');
  const [status, request, create] = useUnit([$clientsStatus, clientsRequested, clientCreateRequested]);
  useCreateFromUrl();
  useEffect(() => {
    // Normally loaded by the app layout already; this covers a page opened before that finished.
    if (status === 'idle') request();
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

function TeamPlanOnly() {
  const { t } = useTranslation('app_content');
  const language = useUnit($language);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('clients.title')}</h1>
      <EmptyState
        title={t('clients.teamOnly.title')}
        description={t('clients.teamOnly.description')}
        action={
          <Link to={localizePath('/app/subscriptions', language)} className={linkClass()}>
            {t('clients.teamOnly.link')}
          </Link>
        }
      />
    </div>
  );
}

/** `/app/clients`: a caretaker's clients; for everyone else, where client management comes from. */
export function ClientsPage() {
  const access = useUnit($access);
  return access.clientManagement ? <ClientManagement /> : <TeamPlanOnly />;
}
