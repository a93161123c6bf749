import { Link, useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { canModerate, GroupFacts, type GroupDetail } from '@/entities/group';
import { $currentUser } from '@/entities/session';
import { InviteDialog } from '@/features/manage-group';
import { DeleteGroupDialog, LeaveGroupButton, RenameGroupDialog } from '@/features/manage-group';
import { PostToGroupDialog } from '@/features/post-to-group';
import * as appPage from '@/shared/ui/app-page.css.ts';
import { MemberList } from './MemberList.tsx';
import { SharedReflectionList } from './SharedReflectionList.tsx';
import * as styles from './GroupDetailPage.css.ts';

/** The group's page: who is in it, what they shared, and what the user's role lets them do. */
export function GroupDetails({ detail, listPath }: { detail: GroupDetail; listPath: string }) {
  const { t } = useTranslation('groups');
  const user = useUnit($currentUser);
  const navigate = useNavigate();
  const { group } = detail;
  const toList = () => void navigate({ href: listPath });
  return (
    <div className={appPage.page}>
      <Link to={listPath} className={styles.back}>
        {t('detail.back')}
      </Link>
      <div className={appPage.header}>
        <div className={appPage.titleBlock}>
          <h1 className={appPage.title}>{group.name}</h1>
          {group.description ? <p className={appPage.subtitle}>{group.description}</p> : null}
          <GroupFacts group={group} />
        </div>
        <div className={styles.actions}>
          {canModerate(group.myRole) ? <InviteDialog detail={detail} /> : null}
          {group.myRole === 'owner' ? <RenameGroupDialog group={group} /> : null}
          <LeaveGroupButton group={group} onLeft={toList} />
          {group.myRole === 'owner' ? <DeleteGroupDialog group={group} onDeleted={toList} /> : null}
        </div>
      </div>
      <SharedReflectionList reflections={detail.reflections} action={<PostToGroupDialog group={group} />} />
      <MemberList
        groupId={group.id}
        members={detail.members}
        viewerRole={group.myRole}
        viewerId={user?.userId ?? ''}
      />
    </div>
  );
}
