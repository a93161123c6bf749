export { $blogPage, $blogListStatus, blogListOpened, blogListRetried } from './model/list.ts';
export {
  $article,
  $articleStatus,
  $relatedArticles,
  articleOpened,
  articleRetried,
} from './model/article.ts';
export { articlePath, listingPath, pageFromSearch, type BlogListingKind } from './lib/listing.ts';
export { ArticleCard, COVER_HEIGHT, COVER_WIDTH } from './ui/ArticleCard.tsx';
export { ArticleByline } from './ui/ArticleByline.tsx';
export { ArticleTerms } from './ui/ArticleTerms.tsx';
