import type { BlogPage } from '@emotion-guru/platform-sdk';
import { concurrency, createQuery } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { retryTransientFailures } from '@/shared/api';
import { $language } from '@/shared/i18n';
import { fetchBlogPage } from '../api/blog-api.ts';
import { blogPageContract } from '../lib/contracts.ts';
import { listRequest, type BlogListing } from '../lib/listing.ts';

/** A blog list page opens (or its page, category or tag changes): load that listing. */
export const blogListOpened = createEvent<BlogListing>();
/** The list's retry after a failure. */
export const blogListRetried = createEvent();

export const loadBlogPageFx = createEffect((listing: BlogListing): Promise<BlogPage> =>
  fetchBlogPage(listRequest(listing)),
);

/** The listing shown, in the platform's current language (a language change loads it again). */
export const blogListQuery = createQuery({
  name: 'blog/list',
  effect: loadBlogPageFx,
  contract: blogPageContract,
});
concurrency(blogListQuery, { strategy: 'TAKE_LATEST' });
retryTransientFailures(blogListQuery);

const $listing = createStore<BlogListing | null>(null).on(blogListOpened, (_, listing) => listing);

// Another listing's articles never show under this one's title while it loads.
sample({ clock: blogListOpened, target: [blogListQuery.reset, blogListQuery.start] });
sample({
  clock: [blogListRetried, $language.updates],
  source: $listing,
  filter: (listing): listing is BlogListing => listing !== null,
  target: blogListQuery.start,
});

export const $blogPage = blogListQuery.$data;
/** `'initial' | 'pending' | 'done' | 'fail'`. */
export const $blogListStatus = blogListQuery.$status;
