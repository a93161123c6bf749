import { Button, Dialog, Field, Input, RadioGroup } from '@emotion-guru/ui';
import type { GroupInviteExpiry } from '@emotion-guru/platform-sdk';
import { useUnit } from 'effector-react';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inviteLink, type GroupDetail } from '@/entities/group';
import { $language, localizePath } from '@/shared/i18n';
import { formStyles } from '@/shared/ui';
import { $createdInvite, createInviteMutation, inviteDialogClosed } from '../model/invite.ts';
import { ActiveInvites } from './ActiveInvites.tsx';
import { EmailInviteForm } from './EmailInviteForm.tsx';
import { INVITE_EXPIRIES } from './invite-expiries.ts';
import { InviteLinkField } from './InviteLinkField.tsx';

function usesFrom(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= 1 && value <= 1000 ? value : 'invalid';
}

/** "Invite": makes a link (expiry, optional use limit) to copy, and lists the links still open. */
export function InviteDialog({ detail }: { detail: GroupDetail }) {
  const { t } = useTranslation('groups');
  const [created, create, creating, closed, language] = useUnit([
    $createdInvite,
    createInviteMutation.start,
    createInviteMutation.$pending,
    inviteDialogClosed,
    $language,
  ]);
  const formId = useId();
  const [expiresIn, setExpiresIn] = useState<GroupInviteExpiry>('7d');
  const [uses, setUses] = useState('');
  const [attempted, setAttempted] = useState(false);
  const maxUses = usesFrom(uses);
  const landing = localizePath('/groups/invite', language);

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    setAttempted(true);
    if (maxUses === 'invalid' || creating) return;
    create({ groupId: detail.group.id, expiresIn, maxUses });
  }

  return (
    <Dialog
      trigger={<Button>{t('invite.open')}</Button>}
      onOpenChange={(open) => {
        if (open) return;
        closed();
        setAttempted(false);
        setUses('');
      }}
      title={t('invite.title', { name: detail.group.name })}
      description={t('invite.description')}
      closeLabel={t('common.close')}
      size="md"
    >
      <form id={formId} className={formStyles.form} noValidate onSubmit={onSubmit}>
        <RadioGroup
          label={t('invite.expiry')}
          value={expiresIn}
          onValueChange={(value) => {
            const found = INVITE_EXPIRIES.find((e) => e === value);
            if (found) setExpiresIn(found);
          }}
          orientation="horizontal"
          options={INVITE_EXPIRIES.map((value) => ({ value, label: t(`invite.expiries.${value}`) }))}
        />
        <Field
          label={t('invite.maxUses')}
          hint={t('invite.maxUsesHint')}
          error={attempted && maxUses === 'invalid' ? t('invite.maxUsesInvalid') : undefined}
        >
          <Input inputMode="numeric" value={uses} onChange={(event) => setUses(event.target.value)} />
        </Field>
        <div>
          <Button type="submit" loading={creating}>
            {creating ? t('invite.creating') : t('invite.create')}
          </Button>
        </div>
      </form>
      {created === null ? null : (
        <InviteLinkField link={inviteLink(window.location.origin, landing, created.code)} />
      )}
      <EmailInviteForm groupId={detail.group.id} />
      <ActiveInvites invites={detail.invites} landingPath={landing} />
    </Dialog>
  );
}
