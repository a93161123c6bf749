import {
  blogService,
  fileService,
  type BlogArticleForEditing,
  type BlogArticleInput,
  type BlogTerm,
  type UploadProgressOptions,
} from '@emotion-guru/platform-sdk';
import { platformService } from '@/shared/api';

/** An article with every language of its texts, published or not; null for an unknown slug. */
export function fetchArticleForEditing(slug: string): Promise<BlogArticleForEditing | null> {
  return platformService(blogService).loadForEditing(slug);
}

/** Creates or updates the article; answers its id and slug. */
export function saveArticle(input: BlogArticleInput): Promise<{ id: string; slug: string }> {
  return platformService(blogService).saveArticle(input);
}

/** The categories and tags an article can be filed under. */
export async function fetchTerms(): Promise<{ categories: BlogTerm[]; tags: BlogTerm[] }> {
  const blog = platformService(blogService);
  const [categories, tags] = await Promise.all([blog.listCategories(), blog.listTags()]);
  return { categories, tags };
}

export function createCategory(request: { name: string; slug: string; title: Record<string, string> }) {
  return platformService(blogService).createCategory(request);
}

export function createTag(request: { name: string; title?: Record<string, string> }) {
  return platformService(blogService).createTag(request);
}

/** Uploads an image for the blog (public to readers), reporting progress. */
export function uploadBlogImage(file: File, options: UploadProgressOptions) {
  return platformService(fileService).upload(
    file,
    { entityName: 'GsbBlog', propName: 'image' },
    file.name,
    options,
  );
}
