import { Button, EmptyState, Skeleton, VisuallyHidden } from '@emotion-guru/ui';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $language, localizePath } from '@/shared/i18n';
import {
  $lastSaved,
  $status,
  articleEditorClosed,
  articleEditorOpened,
  loadRetried,
} from '../model/editor.ts';
import { ArticleFormView } from './ArticleFormView.tsx';
import * as styles from './ArticleEditor.css.ts';

export interface ArticleEditorProps {
  /** The article to edit; null for a new one. */
  slug: string | null;
  /** Called once the article is saved: its slug, and whether readers can see it now. */
  onSaved: (saved: { slug: string; isPublished: boolean }) => void;
}

/**
 * The blog's article editor: the texts per language, the address, publishing, the cover, categories and
 * tags; a preview as readers will see it. What is typed is kept on the device until it is saved.
 */
export function ArticleEditor({ slug, onSaved }: ArticleEditorProps) {
  const { t } = useTranslation('blog-editor');
  const [status, lastSaved, language, open, close, retry] = useUnit([
    $status,
    $lastSaved,
    $language,
    articleEditorOpened,
    articleEditorClosed,
    loadRetried,
  ]);
  useEffect(() => {
    open({ slug });
    return () => close();
  }, [open, close, slug]);
  useEffect(() => {
    if (lastSaved) onSaved(lastSaved);
  }, [lastSaved, onSaved]);

  if (status === 'notFound') {
    return (
      <EmptyState
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={
          <Link to={localizePath('/blog/create', language)} className={styles.link}>
            {t('notFound.create')}
          </Link>
        }
      />
    );
  }
  if (status === 'failed') {
    return (
      <EmptyState
        title={t('loadFailed.title')}
        description={t('loadFailed.description')}
        action={
          <Button type="button" onClick={() => retry()}>
            {t('loadFailed.retry')}
          </Button>
        }
      />
    );
  }
  if (status !== 'ready') {
    return (
      <div role="status" aria-busy="true" className={styles.loading}>
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
        <Skeleton height="3rem" />
        <Skeleton height="20rem" />
        <Skeleton height="8rem" />
      </div>
    );
  }
  return <ArticleFormView />;
}
