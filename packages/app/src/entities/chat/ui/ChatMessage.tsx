import type { VegChatMessage } from '@emotion-guru/platform-sdk';
import { Button } from '@emotion-guru/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Markdown, { type Components } from 'react-markdown';
import * as styles from './chat.css.ts';

/**
 * What an assistant's Markdown may become: text structure, lists, quotes, code and links. No raw HTML
 * (react-markdown never renders it; `skipHtml` drops it), no images (a reply cannot load anything), and
 * headings are unwrapped so a reply cannot break the page's outline.
 */
const ALLOWED = ['p', 'br', 'em', 'strong', 'del', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'a', 'hr'];

const COMPONENTS: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ),
};

export interface ChatMessageProps {
  message: VegChatMessage;
}

/** One message: the user's text as typed, the assistant's Markdown rendered safely, and a copy button. */
export function ChatMessage({ message }: ChatMessageProps) {
  const { t } = useTranslation('chat');
  const [copied, setCopied] = useState(false);
  const fromUser = message.role === 'user';
  const content = message.content ?? '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(content);
      setCopied(true);
    } catch {
      // The browser refused (no permission, insecure page): the text stays selectable as it is.
      setCopied(false);
    }
  };
  return (
    <article
      className={`${styles.message} ${fromUser ? styles.fromUser : styles.fromAssistant}`}
      aria-label={fromUser ? t('message.you') : t('message.assistant')}
    >
      <p className={styles.author}>{fromUser ? t('message.you') : t('message.assistant')}</p>
      {fromUser ? (
        <p className={styles.userText}>{content}</p>
      ) : (
        <div className={styles.markdown}>
          <Markdown skipHtml allowedElements={ALLOWED} unwrapDisallowed components={COMPONENTS}>
            {content}
          </Markdown>
        </div>
      )}
      <div className={styles.messageActions}>
        <Button type="button" variant="ghost" size="sm" onClick={() => void copy()}>
          {copied ? t('message.copied') : t('message.copy')}
        </Button>
      </div>
    </article>
  );
}
