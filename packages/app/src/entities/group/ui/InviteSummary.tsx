import type { GroupInvitePreview } from '@emotion-guru/platform-sdk';
import { useTranslation } from 'react-i18next';
import * as styles from './GroupCard.css.ts';

/**
 * What an invite code leads to: the group's name, description, who invited and how many are in it; or,
 * for a code that cannot be used, why (expired, used up, revoked, unknown) in plain words.
 */
export function InviteSummary({ preview }: { preview: GroupInvitePreview }) {
  const { t } = useTranslation('groups');
  if (preview.status !== 'valid' && !(preview.status !== 'unknown' && preview.alreadyMember)) {
    return (
      <div role="alert" className={styles.body}>
        <h2 className={styles.title}>{t(`invitePage.problem.${preview.status}.title`)}</h2>
        <p className={styles.text}>{t(`invitePage.problem.${preview.status}.description`)}</p>
      </div>
    );
  }
  const { group, inviterName } = preview;
  return (
    <div className={styles.card}>
      <span
        aria-hidden="true"
        className={styles.cover}
        style={group.color ? { background: group.color } : undefined}
      />
      <div className={styles.body}>
        <p className={styles.facts}>{t('invitePage.invitedBy', { name: inviterName })}</p>
        <h2 className={styles.title}>{group.name}</h2>
        {group.description ? <p className={styles.text}>{group.description}</p> : null}
        <p className={styles.facts}>{t('list.members', { count: group.memberCount })}</p>
      </div>
    </div>
  );
}
