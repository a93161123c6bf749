import type { PlanListItem } from '@emotion-guru/platform-sdk';
import { concurrency, createQuery } from '@farfetched/core';
import { createEffect, createEvent, sample } from 'effector';
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

export const $plans = plansQuery.$data.map((plans) => plans ?? []);
/** `'initial' | 'pending' | 'done' | 'fail'`: the page shows its skeleton until done, a retry on fail. */
export const $plansStatus = plansQuery.$status;
