import { concurrency, createQuery } from '@farfetched/core';
import { combine, createEffect, createEvent, sample } from 'effector';
import { $activeClientId } from '@/entities/client';
import { $access, logoutFx } from '@/entities/session';
import { retryTransientFailures } from '@/shared/api';
import { $language } from '@/shared/i18n';
import { fetchInsights, type InsightsRequest } from '../api/insights-api.ts';
import { $period, $reportOpen, periodChanged, reportOpened, reportRanges } from './report.ts';

export const loadInsightsFx = createEffect(fetchInsights);

const insightsQuery = createQuery({ name: 'report/insights', effect: loadInsightsFx });
concurrency(insightsQuery, { strategy: 'TAKE_LATEST', abortAll: logoutFx.finally });
retryTransientFailures(insightsQuery);

export const insightsRetried = createEvent();

/** Advanced insights (ai-insights: premium, pro, team) for the report's period, in the user's language. */
sample({
  clock: [reportOpened, periodChanged, insightsRetried, $language.updates],
  source: {
    clientId: $activeClientId,
    period: $period,
    access: $access,
    open: $reportOpen,
    language: $language,
  },
  filter: ({ clientId, access, open }) => open && access.aiInsights && clientId !== null,
  fn: ({ clientId, period, access, language }): InsightsRequest => {
    const { current } = reportRanges(period, access.unlimitedHistory, new Date());
    return { clientId: clientId ?? '', from: current.from, to: current.to, language };
  },
  target: insightsQuery.start,
});
sample({ clock: logoutFx.finally, target: insightsQuery.reset });

export const $insights = insightsQuery.$data;
export const $insightsState = combine(
  { insights: insightsQuery.$data, pending: insightsQuery.$pending, failed: insightsQuery.$failed },
  ({ insights, pending, failed }) => {
    if (failed && !pending) return 'error' as const;
    if (insights === null || pending) return 'loading' as const;
    return 'ready' as const;
  },
);
