import { Badge } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isReadable, namedEmotions, titleOf } from '../lib/display.ts';
import { isHexColor, timingKey } from '../lib/labels.ts';
import type { Reflection } from '../model/types.ts';
import * as styles from './ReflectionCard.css.ts';

export interface ReflectionCardProps {
  reflection: Reflection;
  /** Catalogue names by emotion id in the current language; null while the catalogue loads. */
  emotionNames: ReadonlyMap<string, string> | null;
  /** Where the title links to (the detail page); no link without it. */
  href?: string;
  /** Heading level of the title within the page. */
  headingLevel?: 2 | 3;
  /** Buttons rendered by the page or feature that owns them. */
  actions?: ReactNode;
}

/**
 * One reflection in a list: title (a link to the whole of it), date, timing, emotions with their levels,
 * loop and the event's description. Locked or damaged ones say so and show none of their text.
 */
export function ReflectionCard({
  reflection,
  emotionNames,
  href,
  headingLevel = 2,
  actions,
}: ReflectionCardProps) {
  const { t, i18n } = useTranslation('reflection');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const readable = isReadable(reflection);
  const title = titleOf(reflection, t);
  const timing = timingKey(reflection.timing);
  const date = reflection.date ? new Date(reflection.date) : null;
  const emotions = emotionNames ? namedEmotions(reflection, emotionNames) : [];
  const color = isHexColor(reflection.color) ? reflection.color : reflection.loop?.color;
  return (
    <article
      className={styles.card}
      style={isHexColor(color) ? { borderInlineStartColor: color } : undefined}
      aria-label={title}
    >
      <header className={styles.header}>
        <Heading className={styles.title}>
          {href ? (
            <Link to={href} className={styles.titleLink}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {date && !Number.isNaN(date.getTime()) && (
          <time className={styles.muted} dateTime={reflection.date}>
            {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(date)}
          </time>
        )}
      </header>
      <div className={styles.meta}>
        {timing && <Badge>{t(timing)}</Badge>}
        {reflection.loop && (
          <Badge tone="primary">
            {reflection.loop.title
              ? t('card.loop', { title: reflection.loop.title })
              : t('card.loopUntitled')}
          </Badge>
        )}
        {reflection.private && <Badge>{t('card.private')}</Badge>}
        {reflection.protection === 'decrypted' && <Badge tone="primary">{t('card.encrypted')}</Badge>}
      </div>
      {emotions.length > 0 && (
        <ul className={styles.inlineList} aria-label={t('card.emotions')}>
          {emotions.map((emotion) => {
            const name = emotion.name ?? t('card.unknownEmotion');
            return (
              <li key={emotion.id}>
                <Badge>
                  {emotion.levelKey ? t('card.emotionWithLevel', { name, level: t(emotion.levelKey) }) : name}
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
      {readable ? (
        reflection.description && <p className={styles.text}>{reflection.description}</p>
      ) : (
        <p className={styles.notice}>
          {reflection.protection === 'locked' ? t('card.locked.description') : t('card.damaged.description')}
        </p>
      )}
      {reflection.tags.length > 0 && (
        <ul className={styles.inlineList} aria-label={t('card.tags')}>
          {reflection.tags.map((tag) => (
            <li key={tag}>
              <Badge>#{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
