import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $chats, $chatsStatus, $selectedChatId, chatSelected, chatsChanged } from '@/entities/chat';
import * as styles from './ChatPage.css.ts';

/**
 * The conversations, most recent first, and "New conversation" (not for a caretaker reading a client's
 * conversations: `reader`).
 */
export function ChatList({ reader = false }: { reader?: boolean }) {
  const { t } = useTranslation('chat');
  const [chats, status, selectedId, select, reload] = useUnit([
    $chats,
    $chatsStatus,
    $selectedChatId,
    chatSelected,
    chatsChanged,
  ]);
  return (
    <nav className={styles.panel} aria-labelledby="chat-list-title">
      <div className={styles.panelHeader}>
        <h2 id="chat-list-title" className={styles.panelTitle}>
          {t('list.title')}
        </h2>
        {!reader && (
          <Button type="button" size="sm" onClick={() => select(null)}>
            {t('list.new')}
          </Button>
        )}
      </div>
      {status === 'fail' ? (
        <div className={styles.actions}>
          <p className={styles.muted}>{t('list.failed')}</p>
          <Button type="button" variant="secondary" size="sm" onClick={() => reload()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : chats.length === 0 ? (
        <p className={styles.muted}>{status === 'done' ? t('list.empty') : t('list.loading')}</p>
      ) : (
        <ul className={styles.chatList}>
          {chats.map((chat) => (
            <li key={chat.id}>
              <button
                type="button"
                className={styles.chatItem}
                aria-current={chat.id === selectedId ? 'true' : undefined}
                onClick={() => select(chat.id)}
              >
                {chat.title || t('list.untitled')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
