import { ArticleEditorPage } from './ArticleEditorPage.tsx';

/** `/blog/create`: a new article. */
export function BlogCreatePage() {
  return <ArticleEditorPage slug={null} />;
}
