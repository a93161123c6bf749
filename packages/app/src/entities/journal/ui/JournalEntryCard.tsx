import { Badge } from '@emotion-guru/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isHexColor, statusKey, timingKey } from '../lib/labels.ts';
import { plainParagraphs } from '../lib/rich-text.ts';
import type { JournalEntry } from '../model/types.ts';
import * as styles from './JournalEntryCard.css.ts';

export interface JournalEntryCardProps {
  entry: JournalEntry;
  /** Heading level of the title within the page. */
  headingLevel?: 2 | 3;
  /** Show only the first paragraph (lists) or everything. */
  excerpt?: boolean;
  /** Buttons (edit, delete) rendered by the feature that owns them. */
  actions?: ReactNode;
}

/** One journal entry: title, date, timing, status, tags and text; locked or damaged ones say so. */
export function JournalEntryCard({
  entry,
  headingLevel = 2,
  excerpt = false,
  actions,
}: JournalEntryCardProps) {
  const { t, i18n } = useTranslation('app_content');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const readable = entry.protection === 'plain' || entry.protection === 'decrypted';
  // `content` is already plain text (revealEntry converted it): split it, never parse it again.
  const paragraphs = readable ? plainParagraphs(entry.content) : [];
  const shown = excerpt ? paragraphs.slice(0, 1) : paragraphs;
  const timing = timingKey(entry.timing);
  const date = entry.date ? new Date(entry.date) : null;
  const title = readable
    ? entry.title || t('journal.untitled')
    : entry.protection === 'locked'
      ? t('journal.locked.title')
      : t('journal.damaged.title');
  return (
    <article
      className={styles.card}
      style={isHexColor(entry.color) ? { borderInlineStartColor: entry.color } : undefined}
      aria-label={title}
    >
      <header className={styles.header}>
        <Heading className={styles.title}>{title}</Heading>
        {date && !Number.isNaN(date.getTime()) && (
          <time className={styles.muted} dateTime={entry.date}>
            {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date)}
          </time>
        )}
      </header>
      <div className={styles.meta}>
        {timing && <Badge>{t(timing)}</Badge>}
        <Badge tone={entry.status === 2 ? 'success' : 'neutral'}>{t(statusKey(entry.status))}</Badge>
        {entry.protection === 'decrypted' && <Badge tone="primary">{t('journal.encrypted')}</Badge>}
        {entry.tags.length > 0 && (
          <ul className={styles.tagList} aria-label={t('journal.tags')}>
            {entry.tags.map((tag) => (
              <li key={tag}>
                <Badge>#{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      {readable ? (
        <div className={styles.content}>
          {shown.map((paragraph, index) => (
            <p key={index} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
      ) : (
        <p className={styles.notice}>
          {entry.protection === 'locked' ? t('journal.locked.description') : t('journal.damaged.description')}
        </p>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
