import { BlogListing } from './BlogListing.tsx';

/** `/blog`: every published article, newest first. */
export function BlogIndexPage() {
  return <BlogListing kind="all" />;
}
