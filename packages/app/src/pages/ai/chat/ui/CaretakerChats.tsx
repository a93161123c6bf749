import { EmptyState } from '@emotion-guru/ui';
import { useTranslation } from 'react-i18next';
import type { CaretakerChatView } from '@/entities/chat';
import { ChatConversation } from './ChatConversation.tsx';
import { ChatList } from './ChatList.tsx';
import * as styles from './ChatPage.css.ts';

/**
 * A caretaker on the chat page: the conversations of the client chosen in the client switcher, to read
 * only, when that client shared them (the platform refuses them otherwise); else who can share them.
 */
export function CaretakerChats({ view }: { view: CaretakerChatView }) {
  const { t } = useTranslation('chat');
  if (!view.hasAccount)
    return (
      <EmptyState
        headingLevel={2}
        title={t('caretaker.noAccount.title', { name: view.name })}
        description={t('caretaker.noAccount.description', { name: view.name })}
      />
    );
  if (!view.shared)
    return (
      <EmptyState
        headingLevel={2}
        title={t('caretaker.notShared.title', { name: view.name })}
        description={t('caretaker.notShared.description', { name: view.name })}
      />
    );
  return (
    <>
      <p className={styles.muted}>{t('caretaker.shared', { name: view.name })}</p>
      <div className={styles.layout}>
        <ChatList reader />
        <ChatConversation readOnly reader />
      </div>
    </>
  );
}
