import { Button, EmptyState, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $groups, $groupsStatus, GroupCard, groupsOpened } from '@/entities/group';
import { CreateGroupDialog, createGroupRequested } from '@/features/manage-group';
import { usePageMeta } from '@/shared/lib/page-meta';
import * as appPage from '@/shared/ui/app-page.css.ts';

/** `/app/groups`: the groups the user belongs to, "New group", and what groups are for when there are none. */
export function GroupsPage() {
  const { t } = useTranslation('groups');
  const [groups, status, open, create] = useUnit([
    $groups,
    $groupsStatus,
    groupsOpened,
    createGroupRequested,
  ]);
  usePageMeta({ title: t('list.metaTitle'), description: t('list.lead') });
  useEffect(() => open(), [open]);

  let body;
  if (status === 'fail') {
    body = (
      <EmptyState
        title={t('list.loadFailed.title')}
        description={t('list.loadFailed.description')}
        action={<Button onClick={() => open()}>{t('list.loadFailed.retry')}</Button>}
      />
    );
  } else if (status !== 'done') {
    body = (
      <div role="status" aria-busy="true" className={appPage.list}>
        <VisuallyHidden>{t('list.loading')}</VisuallyHidden>
        <Skeleton height="6rem" />
        <Skeleton height="6rem" />
      </div>
    );
  } else if (groups.length === 0) {
    body = (
      <EmptyState
        title={t('list.empty.title')}
        description={t('list.empty.description')}
        action={<Button onClick={() => create()}>{t('list.create')}</Button>}
      />
    );
  } else {
    body = (
      <ul className={appPage.list} aria-label={t('list.title')}>
        {groups.map((group) => (
          <li key={group.id}>
            <GroupCard group={group} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={appPage.page}>
      <div className={appPage.header}>
        <div className={appPage.titleBlock}>
          <h1 className={appPage.title}>{t('list.title')}</h1>
          <p className={appPage.subtitle}>{t('list.lead')}</p>
        </div>
        <Button onClick={() => create()}>{t('list.create')}</Button>
      </div>
      {body}
      <CreateGroupDialog />
    </div>
  );
}
