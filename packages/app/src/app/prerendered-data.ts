import type { PlanListItem } from '@emotion-guru/platform-sdk';
import { allSettled, type Scope } from 'effector';
import {
  articlePrerendered,
  blogListPrerendered,
  readPrerenderedBlogData,
  type PrerenderedBlogData,
} from '@/entities/blog';
import { plansPrerendered } from '@/entities/plan';

/**
 * Platform data a page is prerendered with, read at build time from the build's platform. The HTML carries
 * it on `#root` (`data-state`), and the browser puts it back in place before hydrating, so its first render
 * is the prerendered page; the page then asks the platform again, and a change since the build shows.
 */
export interface PrerenderedData extends PrerenderedBlogData {
  /** The tiers on sale (the pricing page). */
  plans?: PlanListItem[];
}

/** Sets the data in a scope (the prerenderer's, or the browser's before it hydrates). */
export async function applyPrerenderedData(scope: Scope, data: PrerenderedData): Promise<void> {
  if (data.plans) await allSettled(plansPrerendered, { scope, params: data.plans });
  if (data.blogList) await allSettled(blogListPrerendered, { scope, params: data.blogList });
  if (data.article) await allSettled(articlePrerendered, { scope, params: data.article });
}

/** `#root`'s `data-state`, or nothing when it is missing or not what the build writes. */
export function readPrerenderedData(attribute: string | undefined): PrerenderedData {
  if (!attribute) return {};
  try {
    const parsed: unknown = JSON.parse(attribute);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const state = parsed as Record<string, unknown>;
    const data: PrerenderedData = readPrerenderedBlogData(state);
    if (Array.isArray(state['plans'])) data.plans = state['plans'] as PlanListItem[];
    return data;
  } catch {
    return {};
  }
}
