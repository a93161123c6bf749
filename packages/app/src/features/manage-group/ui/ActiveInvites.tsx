import { Button, useConfirm } from '@emotion-guru/ui';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isInviteUsable, type GroupInvite } from '@/entities/group';
import { $language } from '@/shared/i18n';
import { revokeInviteMutation } from '../model/invite.ts';
import * as styles from './InviteDialog.css.ts';

/** The links that still work, each with what limits it and Revoke (after a confirmation). */
export function ActiveInvites({ invites, landingPath }: { invites: GroupInvite[]; landingPath: string }) {
  const { t } = useTranslation('groups');
  const confirm = useConfirm();
  const [revoke, language] = useUnit([revokeInviteMutation.start, $language]);
  // When the dialog opened: a link that runs out while it is open is refused when used, never hidden mid-read.
  const [now] = useState(Date.now);
  const open = invites.filter((invite) => isInviteUsable(invite, now));
  if (open.length === 0) return null;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className={styles.section} aria-labelledby="active-invites">
      <h3 id="active-invites" className={styles.heading}>
        {t('invite.active')}
      </h3>
      <ul className={styles.list}>
        {open.map((invite) => (
          <li key={invite.id} className={styles.item}>
            <p className={styles.facts}>
              <code>{`${landingPath}?code=${invite.code.slice(0, 6)}…`}</code>{' '}
              {invite.expiresAt === null
                ? t('invite.neverExpires')
                : t('invite.expiresOn', { date: date.format(new Date(invite.expiresAt)) })}{' '}
              {invite.maxUses === null
                ? t('invite.usedUnlimited', { count: invite.uses })
                : t('invite.usedOf', { count: invite.uses, max: invite.maxUses })}
              {invite.email === null ? null : ` ${t('invite.sentTo', { email: invite.email })}`}
            </p>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                void confirm({
                  title: t('invite.revokeTitle'),
                  description: t('invite.revokeDescription'),
                  confirmText: t('invite.revoke'),
                  cancelText: t('common.cancel'),
                  variant: 'destructive',
                  onConfirm: () => {
                    revoke(invite.id);
                  },
                });
              }}
            >
              {t('invite.revoke')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
