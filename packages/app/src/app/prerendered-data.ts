import type { PlanListItem } from '@emotion-guru/platform-sdk';
import { allSettled, type Scope } from 'effector';
import { plansPrerendered } from '@/entities/plan';

/**
 * Platform data a page is prerendered with, read at build time from the build's platform. The HTML carries
 * it on `#root` (`data-state`), and the browser puts it back in place before hydrating, so its first render
 * is the prerendered page; the page then asks the platform again, and a change since the build shows.
 */
export interface PrerenderedData {
  /** The tiers on sale (the pricing page). */
  plans?: PlanListItem[];
}

/** Sets the data in a scope (the prerenderer's, or the browser's before it hydrates). */
export async function applyPrerenderedData(scope: Scope, data: PrerenderedData): Promise<void> {
  if (data.plans) await allSettled(plansPrerendered, { scope, params: data.plans });
}

/** `#root`'s `data-state`, or nothing when it is missing or not what the build writes. */
export function readPrerenderedData(attribute: string | undefined): PrerenderedData {
  if (!attribute) return {};
  try {
    const parsed: unknown = JSON.parse(attribute);
    if (typeof parsed !== 'object' || parsed === null) return {};
    const plans = (parsed as { plans?: unknown }).plans;
    return Array.isArray(plans) ? { plans: plans as PlanListItem[] } : {};
  } catch {
    return {};
  }
}
