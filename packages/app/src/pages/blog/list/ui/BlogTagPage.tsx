import { useParams } from '@tanstack/react-router';
import { BlogListing } from './BlogListing.tsx';

/** `/blog/tag/{name}`: one tag's articles, newest first. */
export function BlogTagPage({ tag: given }: { tag?: string }) {
  const routed = useParams({ strict: false, select: (params) => params.tag });
  // `given`: the page shown outside the route table (tests, stories).
  const tag = given ?? routed ?? '';
  return <BlogListing kind="tag" value={tag} />;
}
