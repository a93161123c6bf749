import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { GroupReflectionThread } from '@/entities/group';
import { ResponseActions } from '@/features/share-responses';
import { $language } from '@/shared/i18n';
import * as appPage from '@/shared/ui/app-page.css.ts';
import * as styles from './GroupReflectionPage.css.ts';

/** Members' text responses, oldest first, each with what the viewer may do to it. */
export function ResponseList({ thread, viewerId }: { thread: GroupReflectionThread; viewerId: string }) {
  const { t } = useTranslation('groups');
  const language = useUnit($language);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const { responses } = thread;
  return (
    <section className={styles.section} aria-labelledby="thread-responses">
      <h2 id="thread-responses" className={styles.sectionTitle}>
        {t('responses.title', { count: responses.length })}
      </h2>
      {responses.length === 0 ? (
        <p className={styles.muted}>{t('responses.empty')}</p>
      ) : (
        <ul className={appPage.list}>
          {responses.map((response) => (
            <li key={response.id}>
              <article
                className={styles.response}
                aria-label={t('responses.by', { name: response.authorName })}
              >
                <p className={styles.muted}>
                  {response.authorName}
                  {response.authorId === viewerId ? ` ${t('members.you')}` : ''}
                  {response.createDate === null ? '' : ` · ${date.format(new Date(response.createDate))}`}
                </p>
                <p className={styles.text}>{response.text}</p>
                <ResponseActions response={response} thread={thread} viewerId={viewerId} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
