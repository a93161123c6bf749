import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { $activeClient } from '@/entities/client';
import { $access } from '@/entities/session';
import { UnlockPrompt } from '@/features/local-encryption';
import { ReflectionWizard } from '@/features/reflection-wizard';
import { $language, localizePath } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import * as styles from './ReflectionNewPage.css.ts';

/**
 * /app/reflection/new: the reflection wizard for the active client; once saved, on to the reflection.
 * With `?edit=<id>` the same wizard edits that saved reflection (its own draft on this device).
 */
export function ReflectionNewPage() {
  const { t } = useTranslation('reflection-wizard');
  const [client, access, language] = useUnit([$activeClient, $access, $language]);
  const navigate = useNavigate();
  const search = useSearch({ strict: false });
  const editId = typeof search.edit === 'string' && search.edit !== '' ? search.edit : undefined;
  const editing = editId !== undefined;
  usePageMeta({
    title: editing ? t('page.editDocumentTitle') : t('page.documentTitle'),
    description: t('page.description'),
  });
  const onSaved = useCallback(
    (id: string) => {
      void navigate({ href: localizePath(`/app/reflection/${encodeURIComponent(id)}`, language) });
    },
    [navigate, language],
  );
  const onQueued = useCallback(() => {
    void navigate({ href: localizePath('/app/reflection', language) });
  }, [navigate, language]);
  return (
    <section className={styles.page} aria-labelledby="reflection-new-title">
      <header className={styles.header}>
        <h1 id="reflection-new-title" className={styles.title}>
          {editing ? t('page.editTitle') : t('page.title')}
        </h1>
        {client && access.clientManagement && (
          <p className={styles.subtitle}>{t('page.forClient', { name: client.name })}</p>
        )}
      </header>
      <ReflectionWizard
        // A new key per reflection: each opening starts from its own draft.
        key={editId ?? 'new'}
        unlockAction={<UnlockPrompt />}
        onSaved={onSaved}
        onQueued={onQueued}
        {...(editing
          ? {
              editId,
              backAction: (
                <Link to={localizePath('/app/reflection', language)} className={styles.link}>
                  {t('edit.backToList')}
                </Link>
              ),
            }
          : {})}
      />
    </section>
  );
}
