import { Badge } from '@emotion-guru/ui';
import { useTranslation } from 'react-i18next';
import type { GroupMember, GroupRole } from '@/entities/group';
import { MemberActions } from '@/features/manage-group';
import * as appPage from '@/shared/ui/app-page.css.ts';
import * as styles from './GroupDetailPage.css.ts';

/** Members with their roles, owner first, and the actions the viewer's role allows. */
export function MemberList({
  groupId,
  members,
  viewerRole,
  viewerId,
}: {
  groupId: string;
  members: GroupMember[];
  viewerRole: GroupRole;
  viewerId: string;
}) {
  const { t } = useTranslation('groups');
  const order: Record<GroupRole, number> = { owner: 0, moderator: 1, member: 2 };
  const sorted = [...members].sort((a, b) => order[a.role] - order[b.role]);
  return (
    <section className={styles.section} aria-labelledby="group-members">
      <h2 id="group-members" className={styles.sectionTitle}>
        {t('members.title', { count: members.length })}
      </h2>
      <ul className={appPage.list}>
        {sorted.map((member) => (
          <li key={member.userId} className={styles.row}>
            <span>
              {member.name}
              {member.userId === viewerId ? ` ${t('members.you')}` : ''}{' '}
              <Badge tone={member.role === 'member' ? 'neutral' : 'primary'}>
                {t(`roles.${member.role}`)}
              </Badge>
            </span>
            <MemberActions groupId={groupId} member={member} viewerRole={viewerRole} viewerId={viewerId} />
          </li>
        ))}
      </ul>
    </section>
  );
}
