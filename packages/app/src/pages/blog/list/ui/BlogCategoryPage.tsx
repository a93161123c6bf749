import { useParams } from '@tanstack/react-router';
import { BlogListing } from './BlogListing.tsx';

/** `/blog/category/{slug}`: one category's articles, newest first. */
export function BlogCategoryPage({ category: given }: { category?: string }) {
  const routed = useParams({ strict: false, select: (params) => params.category });
  // `given`: the page shown outside the route table (tests, stories).
  const category = given ?? routed ?? '';
  return <BlogListing kind="category" value={category} />;
}
