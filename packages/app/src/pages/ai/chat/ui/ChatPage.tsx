import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $caretakerChatView, $consent, $ownClient, chatClosed, chatOpened } from '@/entities/chat';
import { $clientsStatus } from '@/entities/client';
import {
  $aiConsentDeclined,
  AiConsentDeclined,
  AiConsentDialog,
  DataConsentSwitch,
} from '@/features/chat/consent';
import { CrisisDialog } from '@/features/chat/send-message';
import { usePageMeta } from '@/shared/lib/page-meta';
import { CaretakerChats } from './CaretakerChats.tsx';
import { ChatConversation } from './ChatConversation.tsx';
import { ChatList } from './ChatList.tsx';
import { GetHelpButton } from './GetHelpButton.tsx';
import * as styles from './ChatPage.css.ts';

/**
 * /app/chat: the AI companion for the user's own profile. The AI consent comes first (declining leaves
 * the page read-only), "Get help now" is always there, and the crisis help shows before a message that
 * needs it is sent. A caretaker reads the conversations a client shared with them.
 */
export function ChatPage() {
  const { t } = useTranslation('chat');
  usePageMeta({ title: t('page.documentTitle'), description: t('page.description') });
  const [open, close] = useUnit([chatOpened, chatClosed]);
  const [client, clientsStatus, consent, declined, caretakerView] = useUnit([
    $ownClient,
    $clientsStatus,
    $consent,
    $aiConsentDeclined,
    $caretakerChatView,
  ]);
  useEffect(() => {
    open();
    return () => close();
  }, [open, close]);

  const noClient = client === null && clientsStatus === 'done';
  return (
    <section className={styles.page} aria-labelledby="chat-title">
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <h1 id="chat-title" className={styles.title}>
            {t('page.title')}
          </h1>
          <p className={styles.subtitle}>{t('page.lead')}</p>
        </div>
        <div className={styles.headerActions}>
          <GetHelpButton />
        </div>
      </header>
      {caretakerView ? (
        <CaretakerChats view={caretakerView} />
      ) : noClient ? (
        <p className={styles.muted}>{t('page.noClient')}</p>
      ) : (
        <>
          {declined && !consent.ai && <AiConsentDeclined />}
          {consent.ai && <DataConsentSwitch />}
          {consent.guided && <p className={styles.muted}>{t('page.guided')}</p>}
          <div className={styles.layout}>
            <ChatList />
            <ChatConversation readOnly={!consent.ai} />
          </div>
          <AiConsentDialog />
          <CrisisDialog />
        </>
      )}
    </section>
  );
}
