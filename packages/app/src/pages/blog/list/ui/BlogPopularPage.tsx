import { BlogListing } from './BlogListing.tsx';

/** `/blog/popular`: the most read articles first. */
export function BlogPopularPage() {
  return <BlogListing kind="popular" />;
}
