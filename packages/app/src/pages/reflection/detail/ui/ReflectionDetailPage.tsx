import { Button, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import {
  $reflection,
  $reflectionStatus,
  reflectionClosed,
  reflectionOpened,
  reflectionReloadRequested,
  titleOf,
} from '@/entities/reflection';
import { $language, localizePath, usePageTranslations } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { useOpenedById } from '@/shared/routing';
import { PageState } from './PageState.tsx';
import { ReflectionDetails } from './ReflectionDetails.tsx';
import * as styles from './ReflectionDetailPage.css.ts';

/**
 * /app/reflection/{id}: everything one reflection holds; one the user may not read is "not found". The id
 * comes from the route (or from `id`, where the page is shown outside the route table: tests, stories).
 */
export function ReflectionDetailPage({ id: givenId }: { id?: string }) {
  usePageTranslations(['reflection', 'groups']);
  const { t } = useTranslation('reflection');
  const [reflection, status, language, open, close, reload] = useUnit([
    $reflection,
    $reflectionStatus,
    $language,
    reflectionOpened,
    reflectionClosed,
    reflectionReloadRequested,
  ]);
  // Opening asks for the keyring too: a sealed reflection opens once the key is unlocked.
  const id = useOpenedById(open, close, givenId);
  const listPath = localizePath('/app/reflection', language);
  usePageMeta({
    title: t('detail.metaTitle', { title: reflection ? titleOf(reflection, t) : t('list.title') }),
    description: t('detail.metaDescription'),
  });

  if (status === 'fail') {
    return (
      <PageState
        title={t('detail.loadFailed.title')}
        description={t('detail.loadFailed.description')}
        action={
          <Button type="button" onClick={() => reload()}>
            {t('detail.loadFailed.retry')}
          </Button>
        }
      />
    );
  }
  if (status === 'done' && reflection === null) {
    return (
      <PageState
        title={t('detail.notFound.title')}
        description={t('detail.notFound.description')}
        action={
          <Link to={listPath} className={styles.link}>
            {t('detail.notFound.back')}
          </Link>
        }
      />
    );
  }
  // Loading only while there is nothing of this reflection to show: a reload keeps the page (and any dialog
  // open on it) where it is.
  if (reflection === null || reflection.id !== id) {
    return (
      <div role="status" aria-busy="true" className={styles.page}>
        <VisuallyHidden>{t('detail.loading')}</VisuallyHidden>
        <Skeleton height="3rem" />
        <Skeleton height="10rem" />
        <Skeleton height="10rem" />
      </div>
    );
  }
  return <ReflectionDetails reflection={reflection} listPath={listPath} />;
}
