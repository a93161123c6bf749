import { Button, EmptyState, Spinner } from '@emotion-guru/ui';
import { useParams } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $article, $articleStatus, $relatedArticles, articleOpened, articleRetried } from '@/entities/blog';
import { $isAuthenticated } from '@/entities/session';
import { usePageMeta } from '@/shared/lib/page-meta';
import { NotFoundMessage, pageStyles } from '@/shared/ui';
import { ArticleView } from './ArticleView.tsx';

/**
 * `/blog/{slug}`: a published article in the visitor's language. Its view is counted once per browser
 * session; an unknown or unpublished slug is the site's 404.
 */
export function BlogArticlePage({ slug: given }: { slug?: string }) {
  const { t } = useTranslation('blog', { keyPrefix: 'article' });
  const routed = useParams({ strict: false, select: (params) => params.slug });
  // `given`: the page shown outside the route table (tests, stories).
  const slug = given ?? routed ?? '';
  const [article, status, related, signedIn, open, retry] = useUnit([
    $article,
    $articleStatus,
    $relatedArticles,
    $isAuthenticated,
    articleOpened,
    articleRetried,
  ]);
  useEffect(() => {
    open(slug);
  }, [open, slug]);
  const missing = status === 'done' && article === null;
  useEffect(() => {
    // The spec logs unknown paths, as the router's own 404 does.
    if (missing) console.warn(`404: no published article ${slug}`);
  }, [missing, slug]);

  const shown = article !== null && article.slug === slug ? article : null;
  usePageMeta(
    shown === null
      ? { title: t('documentTitle', { title: t('loading') }) }
      : {
          title: t('documentTitle', { title: shown.title }),
          description: shown.description,
          keywords: shown.tags.map((tag) => tag.title).join(', '),
          article: {
            headline: shown.title,
            datePublished: shown.publishDate,
            author: shown.author,
            imageUrl: shown.imageUrl,
            section: shown.categories[0]?.title,
            tags: shown.tags.map((tag) => tag.title),
          },
        },
  );

  if (status === 'fail') {
    return (
      <main className={pageStyles.page}>
        <EmptyState
          title={t('failed.title')}
          description={t('failed.description')}
          action={
            <Button type="button" onClick={() => retry()}>
              {t('failed.retry')}
            </Button>
          }
        />
      </main>
    );
  }
  if (missing) {
    return (
      <main>
        <NotFoundMessage signedIn={signedIn} />
      </main>
    );
  }
  if (shown === null) {
    return (
      <main className={pageStyles.page} aria-busy="true">
        <Spinner label={t('loading')} />
      </main>
    );
  }
  return <ArticleView article={shown} related={related} />;
}
