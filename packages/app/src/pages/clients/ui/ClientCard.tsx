import { Avatar, Badge, Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { activeClientSelected, clientAvatar, type Client } from '@/entities/client';
import { ClientStatusButton, clientEditRequested } from '@/features/manage-clients';
import * as styles from './ClientsPage.css.ts';

/** One client in the list: who they are, their status, and what can be done with them. */
export function ClientCard({ client, viewing }: { client: Client; viewing: boolean }) {
  const { t } = useTranslation('app_content');
  const [select, edit] = useUnit([activeClientSelected, clientEditRequested]);
  return (
    <li className={styles.card}>
      <Avatar
        src={clientAvatar(client)}
        email={client.email ?? client.id}
        name={client.name}
        alt=""
        size="md"
      />
      <div className={styles.person}>
        <h2 className={styles.name}>{client.name}</h2>
        <p className={styles.email}>{client.email || t('clients.noEmail')}</p>
        <div className={styles.badges}>
          <Badge tone={client.isActive ? 'success' : 'neutral'}>
            {t(client.isActive ? 'clients.status.active' : 'clients.status.inactive')}
          </Badge>
          {viewing && <Badge tone="primary">{t('clients.status.viewing')}</Badge>}
        </div>
      </div>
      <div className={styles.actions}>
        {client.isActive && !viewing && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('clients.actions.viewLabel', { name: client.name })}
            onClick={() => select(client.id)}
          >
            {t('clients.actions.view')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('clients.actions.editLabel', { name: client.name })}
          onClick={() => edit(client)}
        >
          {t('clients.actions.edit')}
        </Button>
        <ClientStatusButton client={client} />
      </div>
    </li>
  );
}
