import { Button, useConfirm } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  $pendingDraft,
  pendingDraftDiscarded,
  pendingDraftUnwatched,
  pendingDraftWatched,
} from '@/features/reflection-wizard';
import { $language, localizePath } from '@/shared/i18n';
import { primaryLink } from '@/shared/ui/app-page.css.ts';
import * as styles from './ContinueDraftNotice.css.ts';

/**
 * "Continue where you left off": a new reflection started on this device (for this user and client) and
 * not saved yet, with the way back to the wizard and a way to discard it (after confirming).
 */
export function ContinueDraftNotice() {
  const { t } = useTranslation('reflection');
  const [pending, language, watch, unwatch, discard] = useUnit([
    $pendingDraft,
    $language,
    pendingDraftWatched,
    pendingDraftUnwatched,
    pendingDraftDiscarded,
  ]);
  const confirm = useConfirm();
  const headingId = useId();

  useEffect(() => {
    watch();
    return () => unwatch();
  }, [watch, unwatch]);

  if (pending === null) return null;

  async function onDiscard() {
    const confirmed = await confirm({
      title: t('list.draft.discardTitle'),
      description: t('list.draft.discardDescription'),
      confirmText: t('list.draft.discardConfirm'),
      cancelText: t('list.draft.keep'),
      variant: 'destructive',
    });
    if (!confirmed) return;
    discard();
  }

  const message =
    pending.kind === 'locked'
      ? t('list.draft.locked')
      : pending.title
        ? t('list.draft.named', { title: pending.title })
        : t('list.draft.unnamed');
  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('list.draft.title')}
      </h2>
      <p className={styles.text}>{message}</p>
      <div className={styles.actions}>
        <Link to={localizePath('/app/reflection/new', language)} className={primaryLink}>
          {t('list.draft.continue')}
        </Link>
        <Button type="button" variant="ghost" onClick={() => void onDiscard()}>
          {t('list.draft.discard')}
        </Button>
      </div>
    </section>
  );
}
