import type { PlanListItem } from '@emotion-guru/platform-sdk';
import { concurrency, createQuery } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { retryTransientFailures } from '@/shared/api';
import { $language } from '@/shared/i18n';
import { fetchPlans } from '../api/plan-api.ts';

/** Something shows the plans (the pricing page opens, or its retry is pressed). */
export const plansRequested = createEvent();

/**
 * The tiers on sale in the current language, asked for each time the pricing page opens (one small
 * request; farfetched's in-memory cache is not per scope, so it would carry one test's plans into the next).
 */
export const plansQuery = createQuery({
  name: 'plan/list',
  effect: createEffect((): Promise<PlanListItem[]> => fetchPlans()),
});
concurrency(plansQuery, { strategy: 'TAKE_LATEST' });
retryTransientFailures(plansQuery);

sample({ clock: plansRequested, target: plansQuery.start });
// Another language while the plans are shown: load that language's descriptions.
sample({
  clock: $language,
  filter: plansQuery.$succeeded,
  fn: () => undefined,
  target: plansQuery.start,
});

/**
 * The plans the page was prerendered with (the build's platform, embedded in the HTML): shown until the
 * platform's current answer replaces them, and kept if asking fails.
 */
export const plansPrerendered = createEvent<PlanListItem[]>();
const $prerenderedPlans = createStore<PlanListItem[]>([], { serialize: 'ignore' }).on(
  plansPrerendered,
  (_, plans) => plans,
);

export const $plans = combine(
  plansQuery.$data,
  $prerenderedPlans,
  (fresh, prerendered) => fresh ?? prerendered,
);
/** `'initial' | 'pending' | 'done' | 'fail'`: the page shows its skeleton until done, a retry on fail. */
export const $plansStatus = plansQuery.$status;
