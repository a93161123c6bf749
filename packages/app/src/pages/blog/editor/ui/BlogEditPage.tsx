import { useParams } from '@tanstack/react-router';
import { ArticleEditorPage } from './ArticleEditorPage.tsx';

/** `/blog/edit/{slug}`: the article with that address, published or a draft. */
export function BlogEditPage({ slug: given }: { slug?: string }) {
  const routed = useParams({ strict: false, select: (params) => params.slug });
  // `given`: the page shown outside the route table (tests, stories).
  return <ArticleEditorPage slug={given ?? routed ?? ''} />;
}
