import { Button } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $messages,
  $messagesStatus,
  $selectedChat,
  $selectedChatId,
  AiReminder,
  ChatMessage,
  chatSelected,
  remindersBetween,
} from '@/entities/chat';
import { DeleteChatButton, RenameChatDialog } from '@/features/chat/manage';
import { ChatComposer } from '@/features/chat/send-message';
import * as styles from './ChatPage.css.ts';

/**
 * The open conversation: "You are talking to an AI, not a person" at its start and again after three
 * hours, the messages, and the composer (read-only without AI consent). A caretaker reading a client's
 * conversation (`reader`) gets the messages only: no composer, no rename or delete.
 */
export function ChatConversation({ readOnly, reader = false }: { readOnly: boolean; reader?: boolean }) {
  const { t } = useTranslation('chat');
  const [chat, chatId, messages, status, select] = useUnit([
    $selectedChat,
    $selectedChatId,
    $messages,
    $messagesStatus,
    chatSelected,
  ]);
  const title = chatId ? chat?.title || t('list.untitled') : reader ? t('list.title') : t('list.new');
  // The conversation started with its first message (no messages: nothing to place a reminder before).
  const firstDate = messages[0]?.date ? Date.parse(messages[0].date) : 0;
  const reminders = new Set(
    remindersBetween(
      messages.map((message) => message.date),
      firstDate,
    ),
  );
  return (
    <section className={styles.panel} aria-labelledby="chat-conversation-title">
      <div className={styles.panelHeader}>
        <h2 id="chat-conversation-title" className={styles.panelTitle}>
          {title}
        </h2>
        {chatId && chat && !reader && (
          <div className={styles.actions}>
            <RenameChatDialog chatId={chatId} title={title} />
            <DeleteChatButton chatId={chatId} title={title} />
          </div>
        )}
      </div>
      <div className={styles.messages}>
        <AiReminder />
        {status === 'fail' ? (
          <div className={styles.actions}>
            <p className={styles.muted}>{t('conversation.failed')}</p>
            <Button type="button" variant="secondary" size="sm" onClick={() => select(chatId)}>
              {t('list.retry')}
            </Button>
          </div>
        ) : status === 'pending' && messages.length === 0 ? (
          <p className={styles.muted}>{t('conversation.loading')}</p>
        ) : messages.length === 0 ? (
          <p className={styles.muted}>{reader ? t('caretaker.pick') : t('conversation.start')}</p>
        ) : (
          messages.map((message, index) => (
            <Fragment key={message.id}>
              {reminders.has(index) && <AiReminder />}
              <ChatMessage message={message} />
            </Fragment>
          ))
        )}
      </div>
      {!reader && <ChatComposer readOnly={readOnly} />}
    </section>
  );
}
