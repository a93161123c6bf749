import type { BlogPage } from '@emotion-guru/platform-sdk';
import { concurrency, createQuery } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { retryTransientFailures } from '@/shared/api';
import { $language, type Language } from '@/shared/i18n';
import { fetchBlogPage } from '../api/blog-api.ts';
import { blogPageContract } from '../lib/contracts.ts';
import { listRequest, sameListing, type BlogListing } from '../lib/listing.ts';

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

/** A listing's page as the build read it (the prerendered page's), in its language. */
export interface PrerenderedBlogList {
  listing: BlogListing;
  language: Language;
  page: BlogPage;
}
/** The prerendered page's listing: shown at once (and while the platform is asked again). */
export const blogListPrerendered = createEvent<PrerenderedBlogList>();
const $prerendered = createStore<PrerenderedBlogList | null>(null, { serialize: 'ignore' }).on(
  blogListPrerendered,
  (_, prerendered) => prerendered,
);

const $listing = createStore<BlogListing | null>(null)
  .on(blogListOpened, (_, listing) => listing)
  .on(blogListPrerendered, (_, { listing }) => listing);

// Another listing's articles never show under this one's title while it loads.
sample({ clock: blogListOpened, target: [blogListQuery.reset, blogListQuery.start] });
sample({
  clock: [blogListRetried, $language.updates],
  source: $listing,
  filter: (listing): listing is BlogListing => listing !== null,
  target: blogListQuery.start,
});

/** The build's page of the listing shown, in the language shown; null for any other. */
const $prerenderedPage = combine($prerendered, $listing, $language, (prerendered, listing, language) =>
  prerendered !== null &&
  listing !== null &&
  prerendered.language === language &&
  sameListing(prerendered.listing, listing)
    ? prerendered.page
    : null,
);

/** The platform's answer once it has one; the build's page until then (or when asking again failed). */
export const $blogPage = combine(
  blogListQuery.$data,
  blogListQuery.$status,
  $prerenderedPage,
  (data, status, prerendered) => (status === 'done' ? data : (prerendered ?? data)),
);
/** `'initial' | 'pending' | 'done' | 'fail'`; `'done'` while the build's page of the listing shows. */
export const $blogListStatus = combine(blogListQuery.$status, $prerenderedPage, (status, prerendered) =>
  prerendered === null ? status : 'done',
);
