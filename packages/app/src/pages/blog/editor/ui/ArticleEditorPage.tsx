import { useNavigate } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleEditor } from '@/features/write-article';
import { articlePath } from '@/entities/blog';
import { $access } from '@/entities/session';
import { $language, localizePath, usePageTranslations } from '@/shared/i18n';
import { usePageMeta } from '@/shared/lib/page-meta';
import { PageIntro, pageStyles } from '@/shared/ui';
import { EditorNotAllowed } from './EditorNotAllowed.tsx';

/**
 * The blog's authoring page, for the admin role (through `$access`); anyone else is told it is not for
 * them. Saving a published article opens it as readers see it; saving a draft stays in the editor, at the
 * article's address.
 */
export function ArticleEditorPage({ slug }: { slug: string | null }) {
  usePageTranslations(['blog-editor', 'blog']);
  const { t } = useTranslation('blog-editor');
  const [access, language] = useUnit([$access, $language]);
  const navigate = useNavigate();
  usePageMeta({
    title: slug === null ? t('page.createDocumentTitle') : t('page.editDocumentTitle', { title: slug }),
    description: t('page.description'),
  });
  const onSaved = useCallback(
    ({ slug: saved, isPublished }: { slug: string; isPublished: boolean }) => {
      if (isPublished) void navigate({ href: localizePath(articlePath(saved), language) });
      else if (saved !== slug)
        void navigate({
          href: localizePath(`/blog/edit/${encodeURIComponent(saved)}`, language),
          replace: true,
        });
    },
    [navigate, language, slug],
  );
  if (!access.admin) return <EditorNotAllowed />;
  return (
    <main className={pageStyles.page}>
      <PageIntro
        eyebrow={t('page.eyebrow')}
        title={slug === null ? t('page.createTitle') : t('page.editTitle')}
        lead={t('page.lead')}
      />
      <ArticleEditor key={slug ?? ':new'} slug={slug} onSaved={onSaved} />
    </main>
  );
}
