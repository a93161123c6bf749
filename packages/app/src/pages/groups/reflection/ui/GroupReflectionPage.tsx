import { Button, EmptyState, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $groupReflection,
  $groupReflectionStatus,
  groupReflectionChanged,
  groupReflectionClosed,
  groupReflectionOpened,
} from '@/entities/group';
import { $language, localizePath } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { useOpenedById } from '@/shared/routing';
import * as appPage from '@/shared/ui/app-page.css.ts';
import { ReflectionThread } from './ReflectionThread.tsx';
import * as styles from './GroupReflectionPage.css.ts';

/**
 * `/app/group/reflection/{id}`: one shared reflection for the members of its group, with their responses
 * and reactions. Unshared, or in a group the user is not (or no longer) in: "not available", never an error.
 */
export function GroupReflectionPage({ id: givenId }: { id?: string }) {
  const { t } = useTranslation('groups');
  const [thread, status, language, open, close, reload] = useUnit([
    $groupReflection,
    $groupReflectionStatus,
    $language,
    groupReflectionOpened,
    groupReflectionClosed,
    groupReflectionChanged,
  ]);
  const id = useOpenedById(open, close, givenId);
  const [unsharedFrom, setUnsharedFrom] = useState<{ id: string; groupId: string; direct: boolean } | null>(
    null,
  );
  usePageMeta({ title: t('thread.metaTitle', { name: thread?.group.name ?? t('list.title') }) });
  const groupsPath = localizePath('/app/groups', language);

  if (unsharedFrom !== null && unsharedFrom.id === id) {
    return (
      <div className={appPage.page}>
        {/* Written for the group: it is gone for good, and there is no reflection of one's own to keep. */}
        <h1 className={appPage.title}>
          {unsharedFrom.direct ? t('thread.removed.title') : t('thread.unshared.title')}
        </h1>
        <p className={appPage.subtitle}>
          {unsharedFrom.direct ? t('thread.removed.description') : t('thread.unshared.description')}
        </p>
        <Link to={localizePath(`/app/groups/${unsharedFrom.groupId}`, language)} className={styles.link}>
          {t('thread.backToGroup')}
        </Link>
      </div>
    );
  }
  // A reload after a response or reaction keeps the page (and the text being typed) in place.
  if (thread !== null && thread.reflection.id === id) {
    return (
      <ReflectionThread
        thread={thread}
        groupPath={localizePath(`/app/groups/${thread.group.id}`, language)}
        onUnshared={() =>
          setUnsharedFrom({ id, groupId: thread.group.id, direct: thread.reflection.direct === true })
        }
      />
    );
  }
  if (status === 'fail') {
    return (
      <EmptyState
        headingLevel={2}
        title={t('thread.loadFailed.title')}
        description={t('thread.loadFailed.description')}
        action={<Button onClick={() => reload()}>{t('list.loadFailed.retry')}</Button>}
      />
    );
  }
  if (status === 'done') {
    return (
      <div className={appPage.page}>
        <h1 className={appPage.title}>{t('thread.notFound.title')}</h1>
        <p className={appPage.subtitle}>{t('thread.notFound.description')}</p>
        <Link to={groupsPath} className={styles.link}>
          {t('detail.back')}
        </Link>
      </div>
    );
  }
  return (
    <div role="status" aria-busy="true" className={appPage.page}>
      <VisuallyHidden>{t('thread.loading')}</VisuallyHidden>
      <Skeleton height="3rem" />
      <Skeleton height="10rem" />
    </div>
  );
}
