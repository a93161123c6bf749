import { Button, EmptyState, Field, Input } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $activeClientId, $clients, $clientsStatus, clientsRequested } from '@/entities/client';
import { clientCreateRequested } from '@/features/manage-clients';
import { filterClients } from '../lib/filter-clients.ts';
import { ClientCard } from './ClientCard.tsx';
import * as styles from './ClientsPage.css.ts';
import { LoadingList } from './LoadingList.tsx';

/** The clients with a search box, and the list's loading, error, empty and no-results states. */
export function ClientList() {
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
    if (status === 'fail') {
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
    if (status !== 'done') return <LoadingList />;
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
