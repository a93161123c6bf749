import type { PlanListItem } from '@emotion-guru/platform-sdk';
import { cache, concurrency, createQuery } from '@farfetched/core';
import { createEffect, createEvent, sample } from 'effector';
import { retryTransientFailures } from '@/shared/api';
import { $language } from '@/shared/i18n';
import { fetchPlans } from '../api/plan-api.ts';

/** Plans change rarely: a loaded list is used this long before it is asked for again. */
export const PLANS_STALE_AFTER = '5m';

/** Something shows the plans (the pricing page opens, or its retry is pressed). */
export const plansRequested = createEvent();

/** The tiers on sale in the current language, cached per language. */
export const plansQuery = createQuery({
  name: 'plan/list',
  // The language is a parameter so the cache keeps each language's descriptions apart.
  effect: createEffect((_params: { language: string }): Promise<PlanListItem[]> => fetchPlans()),
});
cache(plansQuery, { staleAfter: PLANS_STALE_AFTER });
concurrency(plansQuery, { strategy: 'TAKE_LATEST' });
retryTransientFailures(plansQuery);

sample({
  clock: plansRequested,
  source: $language,
  fn: (language) => ({ language }),
  target: plansQuery.start,
});
// Another language while the plans are shown: load that language's descriptions (from cache if fresh).
sample({
  clock: $language,
  filter: plansQuery.$succeeded,
  fn: (language) => ({ language }),
  target: plansQuery.start,
});

export const $plans = plansQuery.$data.map((plans) => plans ?? []);
/** `'initial' | 'pending' | 'done' | 'fail'`: the page shows its skeleton until done, a retry on fail. */
export const $plansStatus = plansQuery.$status;
