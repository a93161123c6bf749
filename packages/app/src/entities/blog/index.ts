export { $blogPage, $blogListStatus, blogListOpened, blogListRetried } from './model/list.ts';
export {
  $article,
  $articleStatus,
  $relatedArticles,
  articleOpened,
  articleRetried,
  articlePrerendered,
} from './model/article.ts';
export { blogListPrerendered } from './model/list.ts';
export { readBlogPageData, readPrerenderedBlogData, type PrerenderedBlogData } from './api/build-data.ts';
export { articlePath, listingPath, pageFromSearch, type BlogListingKind } from './lib/listing.ts';
export { ArticleCard, COVER_HEIGHT, COVER_WIDTH } from './ui/ArticleCard.tsx';
export { ArticleByline } from './ui/ArticleByline.tsx';
export { ArticleTerms } from './ui/ArticleTerms.tsx';
export { ArticleBody } from './ui/ArticleBody.tsx';
export { prepareServerSanitizer } from './lib/sanitize.ts';
