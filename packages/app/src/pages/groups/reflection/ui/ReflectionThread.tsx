import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { SharedReflectionCard, type GroupReflectionThread } from '@/entities/group';
import { $currentUser } from '@/entities/session';
import { UnshareButton } from '@/features/share-reflection';
import { ReactionBar, RespondForm } from '@/features/share-responses';
import * as appPage from '@/shared/ui/app-page.css.ts';
import { ResponseList } from './ResponseList.tsx';
import * as styles from './GroupReflectionPage.css.ts';

/** The shared parts, the reactions, the responses and a form for one more; the author may unshare. */
export function ReflectionThread({
  thread,
  groupPath,
  onUnshared,
}: {
  thread: GroupReflectionThread;
  groupPath: string;
  onUnshared: () => void;
}) {
  const { t } = useTranslation('groups');
  const user = useUnit($currentUser);
  const viewerId = user?.userId ?? '';
  const { reflection, group } = thread;
  return (
    <div className={appPage.page}>
      <Link to={groupPath} className={styles.link}>
        {t('thread.back', { name: group.name })}
      </Link>
      <div className={appPage.header}>
        <div className={appPage.titleBlock}>
          <h1 className={appPage.title}>{t('thread.title', { name: reflection.authorName })}</h1>
          <p className={appPage.subtitle}>
            {reflection.direct === true
              ? t('thread.leadDirect', { group: group.name })
              : t('thread.lead', { group: group.name })}
          </p>
        </div>
        {reflection.authorId === viewerId ? <UnshareButton thread={thread} onUnshared={onUnshared} /> : null}
      </div>
      <SharedReflectionCard reflection={reflection} headingLevel={2}>
        <ReactionBar thread={thread} />
      </SharedReflectionCard>
      <ResponseList thread={thread} viewerId={viewerId} />
      <section className={styles.section} aria-labelledby="thread-respond">
        <h2 id="thread-respond" className={styles.sectionTitle}>
          {t('responses.formTitle')}
        </h2>
        <RespondForm reflectionId={reflection.id} />
      </section>
    </div>
  );
}
