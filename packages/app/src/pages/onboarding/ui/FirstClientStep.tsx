import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $clients } from '@/entities/client';
import { $currentUser } from '@/entities/session';
import { ClientFormDialog, clientCreateRequested } from '@/features/manage-clients';
import * as styles from './OnboardingPage.css.ts';

/** Caretakers only: the first client, with the Clients page's form; the clients so far are listed. */
export function FirstClientStep() {
  const { t } = useTranslation('onboarding');
  const [clients, user, create] = useUnit([$clients, $currentUser, clientCreateRequested]);
  const theirs = clients.filter((client) => client.user_id !== user?.userId);
  return (
    <>
      <p className={styles.text}>{t('steps.firstClient.text')}</p>
      {theirs.length > 0 && (
        <>
          <p className={styles.text}>{t('steps.firstClient.added', { count: theirs.length })}</p>
          <ul className={styles.clients}>
            {theirs.map((client) => (
              <li key={client.id}>{client.name}</li>
            ))}
          </ul>
        </>
      )}
      <div>
        <Button type="button" variant={theirs.length > 0 ? 'secondary' : 'primary'} onClick={() => create()}>
          {t('steps.firstClient.add')}
        </Button>
      </div>
      <ClientFormDialog />
    </>
  );
}
