import { Badge } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { $language } from '@/shared/i18n';
import { localizedName } from '../lib/roles.ts';
import type { SharedReflection } from '../model/types.ts';
import * as styles from './SharedReflectionCard.css.ts';

/**
 * A shared reflection as members see it: who shared it and when, then only the parts the author chose.
 * `children` come after it (a link to its page, or its reactions).
 */
export function SharedReflectionCard({
  reflection,
  headingLevel = 3,
  children,
}: {
  reflection: SharedReflection;
  headingLevel?: 1 | 2 | 3;
  children?: ReactNode;
}) {
  const { t } = useTranslation('groups');
  const language = useUnit($language);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.shared} aria-label={t('shared.by', { name: reflection.authorName })}>
      <p className={styles.muted}>
        {reflection.sharedDate === null
          ? t('shared.by', { name: reflection.authorName })
          : t('shared.byOn', {
              name: reflection.authorName,
              date: date.format(new Date(reflection.sharedDate)),
            })}
      </p>
      {reflection.title ? <Heading className={styles.sharedTitle}>{reflection.title}</Heading> : null}
      {reflection.description ? <p className={styles.text}>{reflection.description}</p> : null}
      {reflection.emotions.length > 0 ? (
        <ul className={styles.emotions} aria-label={t('shared.emotions')}>
          {reflection.emotions.map((emotion) => (
            <li key={emotion.id}>
              <Badge>{localizedName(emotion.name, language)}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {reflection.thoughts ? (
        <p className={styles.text}>
          <strong>{t('shared.thoughts')}</strong> {reflection.thoughts}
        </p>
      ) : null}
      {children}
    </article>
  );
}
