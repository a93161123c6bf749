import { Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import type { GroupInvitePreview, GroupInviteStatus } from '@emotion-guru/platform-sdk';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $invitePreview, $invitePreviewStatus, InviteSummary, invitePreviewOpened } from '@/entities/group';
import { JoinGroupButton } from '@/features/manage-group';
import { $language, localizePath } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import * as appPage from '@/shared/ui/app-page.css.ts';
import { WhatMembersSee } from './WhatMembersSee.tsx';

/**
 * `/app/groups/join-confirmation?code=…`: the last step of an invite. It shows the group and what members
 * can and cannot see, and joins on "Join group"; a code that no longer works is explained, never an error.
 */
export function JoinConfirmationPage() {
  const { t } = useTranslation('groups');
  const { code = '' }: { code?: string } = useSearch({ strict: false });
  const [preview, status, language, open] = useUnit([
    $invitePreview,
    $invitePreviewStatus,
    $language,
    invitePreviewOpened,
  ]);
  const navigate = useNavigate();
  // A refusal at the moment of joining (the link ran out meanwhile) replaces the preview's answer.
  const [refused, setRefused] = useState<Exclude<GroupInviteStatus, 'valid'> | null>(null);
  usePageMeta({ title: t('joinPage.metaTitle') });
  useEffect(() => {
    open(code);
  }, [open, code]);

  const listPath = localizePath('/app/groups', language);
  const shown: GroupInvitePreview | null =
    preview === null || refused === null
      ? preview
      : refused === 'unknown' || preview.status === 'unknown'
        ? { status: 'unknown' }
        : { ...preview, status: refused };
  let body;
  if (status === 'fail') {
    body = <p role="alert">{t('invitePage.loadFailed')}</p>;
  } else if (status !== 'done' || shown === null) {
    body = (
      <div role="status" aria-busy="true">
        <VisuallyHidden>{t('invitePage.loading')}</VisuallyHidden>
        <Skeleton height="8rem" />
      </div>
    );
  } else if (shown.status !== 'unknown' && shown.alreadyMember && shown.group.id !== null) {
    body = (
      <>
        <p>{t('joinPage.alreadyMember', { name: shown.group.name })}</p>
        <Link to={localizePath(`/app/groups/${shown.group.id}`, language)}>{t('invitePage.openGroup')}</Link>
      </>
    );
  } else if (shown.status !== 'valid') {
    body = (
      <>
        <InviteSummary preview={shown} />
        <Link to={listPath}>{t('detail.back')}</Link>
      </>
    );
  } else {
    body = (
      <>
        <InviteSummary preview={shown} />
        <WhatMembersSee />
        <div>
          <JoinGroupButton
            code={code}
            onJoined={(groupId) => void navigate({ href: localizePath(`/app/groups/${groupId}`, language) })}
            onRefused={setRefused}
          />
        </div>
      </>
    );
  }
  return (
    <div className={appPage.page}>
      <div className={appPage.titleBlock}>
        <h1 className={appPage.title}>{t('joinPage.title')}</h1>
        <p className={appPage.subtitle}>{t('joinPage.lead')}</p>
      </div>
      {body}
    </div>
  );
}
