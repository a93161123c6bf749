import { ClientSwitcher } from '@emotion-guru/ui';
import { useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { $activeClientId, $activeClients, activeClientSelected, clientAvatar } from '@/entities/client';
import { $language, localizePath } from '@/shared/i18n';
import * as styles from './ClientSwitcherMenu.css.ts';

/**
 * The header's client switcher: the client shown now, the other active ones to switch to, and the way
 * to the client list (to manage them or add one). A failed switch is reported by the client entity.
 */
export function ClientSwitcherMenu() {
  const { t } = useTranslation('app_terms');
  const [clients, activeClientId, language, select] = useUnit([
    $activeClients,
    $activeClientId,
    $language,
    activeClientSelected,
  ]);
  const navigate = useNavigate();
  const items = useMemo(
    () =>
      clients.map((client) => ({
        id: client.id,
        name: client.name,
        avatarUrl: clientAvatar(client),
        ...(client.email ? { email: client.email } : {}),
      })),
    [clients],
  );
  return (
    <div className={styles.slot}>
      <ClientSwitcher
        clients={items}
        activeClientId={activeClientId ?? ''}
        onSwitch={select}
        onManage={() => void navigate({ href: localizePath('/app/clients', language) })}
        onAdd={() => void navigate({ href: `${localizePath('/app/clients', language)}?action=create` })}
        currentlyViewingText={t('clientSwitcher.currentlyViewing')}
        switchToText={t('clientSwitcher.switchTo')}
        emptyText={t('clientSwitcher.empty')}
        manageText={t('clientSwitcher.manage')}
        addText={t('clientSwitcher.add')}
        placeholder={t('clientSwitcher.placeholder')}
      />
    </div>
  );
}
