import { Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { Link, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $invitePreview, $invitePreviewStatus, InviteSummary, invitePreviewOpened } from '@/entities/group';
import { $isAuthenticated } from '@/entities/session';
import { $language, localizePath } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { pageStyles } from '@/shared/ui';
import * as styles from './GroupInvitePage.css.ts';

/**
 * `/groups/invite?code=…`: the public landing of an invite link. It shows the group (or why the link no
 * longer works) and leads to the confirmation in the app; a signed-out visitor signs in first and is
 * brought back to it.
 */
export function GroupInvitePage() {
  const { t } = useTranslation('groups');
  const { code = '' }: { code?: string } = useSearch({ strict: false });
  const [preview, status, signedIn, language, open] = useUnit([
    $invitePreview,
    $invitePreviewStatus,
    $isAuthenticated,
    $language,
    invitePreviewOpened,
  ]);
  usePageMeta({ title: t('invitePage.metaTitle'), description: t('invitePage.lead') });
  useEffect(() => {
    open(code);
  }, [open, code]);

  const confirmPath = `${localizePath('/app/groups/join-confirmation', language)}?code=${encodeURIComponent(code)}`;
  let body;
  if (status === 'fail') {
    body = (
      <p role="alert" className={styles.lead}>
        {t('invitePage.loadFailed')}
      </p>
    );
  } else if (status !== 'done' || preview === null) {
    body = (
      <div role="status" aria-busy="true">
        <VisuallyHidden>{t('invitePage.loading')}</VisuallyHidden>
        <Skeleton height="8rem" />
      </div>
    );
  } else {
    const usable = preview.status === 'valid';
    const member = preview.status !== 'unknown' && preview.alreadyMember && preview.group.id !== null;
    body = (
      <div className={styles.panel}>
        <InviteSummary preview={preview} />
        <div className={pageStyles.actions}>
          {member ? (
            <Link
              to={localizePath(`/app/groups/${preview.group.id ?? ''}`, language)}
              className={pageStyles.ctaPrimary}
            >
              {t('invitePage.openGroup')}
            </Link>
          ) : usable && signedIn ? (
            <Link
              to={localizePath('/app/groups/join-confirmation', language)}
              search={{ code }}
              className={pageStyles.ctaPrimary}
            >
              {t('invitePage.join')}
            </Link>
          ) : usable ? (
            <>
              <Link
                to={localizePath('/auth/login', language)}
                search={{ callback: confirmPath }}
                className={pageStyles.ctaPrimary}
              >
                {t('invitePage.signInToJoin')}
              </Link>
              <Link
                to={localizePath('/auth/register', language)}
                search={{ callback: confirmPath }}
                className={pageStyles.ctaSecondary}
              >
                {t('invitePage.createAccount')}
              </Link>
            </>
          ) : (
            <Link to={localizePath('/', language)} className={pageStyles.ctaSecondary}>
              {t('invitePage.home')}
            </Link>
          )}
        </div>
        {usable && !signedIn ? <p className={styles.lead}>{t('invitePage.signedOutNote')}</p> : null}
      </div>
    );
  }
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('invitePage.title')}</h1>
      <p className={styles.lead}>{t('invitePage.lead')}</p>
      {body}
    </main>
  );
}
