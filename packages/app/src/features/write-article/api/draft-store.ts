import { createDraftStore } from '@/shared/lib/draft-store';
import type { ArticleForm } from '../lib/article-form.ts';

/**
 * Unsaved article drafts in IndexedDB, one per writer and article (`<user id>:<slug>`, `:new` for an
 * article not saved yet): they survive a reload, a crash or a failed save until the article is saved.
 * Articles are public once published, so drafts are not sealed with the local-encryption key.
 */
export interface ArticleDraft {
  form: ArticleForm;
  /** The article as it was saved when the draft began, to tell what changed. */
  saved: ArticleForm;
}

const drafts = createDraftStore<ArticleDraft>({
  database: 'emotion-guru-blog-drafts',
  storeName: 'articles',
  seal: (value) => Promise.resolve(value),
  open: (value) => Promise.resolve(value),
  inOrder: true,
});

export const articleDraftKey = (userId: string, slug: string | null): string => `${userId}:${slug ?? ':new'}`;

/** `clearArticleDrafts` drops every article draft on this device (stories start from the saved article). */
export const {
  write: writeArticleDraft,
  read: readArticleDraft,
  remove: removeArticleDraft,
  clear: clearArticleDrafts,
} = drafts;
