import { getPlatform } from '@/shared/api';

/** One written observation about the period (`kind` names the rule or topic it comes from). */
export interface Insight {
  kind: string;
  text: string;
}

export interface InsightsRequest {
  clientId: string;
  from: Date;
  to: Date;
  language: string;
}

export interface Insights {
  /** How many feelings the observations were drawn from. */
  records: number;
  observations: Insight[];
}

function isInsight(value: unknown): value is Insight {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Insight).kind === 'string' &&
    typeof (value as Insight).text === 'string'
  );
}

/**
 * The platform's `aiInsights` function: written observations about the client's period, in the user's
 * language, times of day and weekdays in the device's time zone (premium, pro and team).
 */
export async function fetchInsights({ clientId, from, to, language }: InsightsRequest): Promise<Insights> {
  const result = await getPlatform().workflow.runFunction<{ records?: unknown; observations?: unknown }>(
    'aiInsights',
    {
      clientId,
      from: from.toISOString(),
      to: to.toISOString(),
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      language,
    },
  );
  const observations = Array.isArray(result.observations) ? result.observations.filter(isInsight) : [];
  return { records: typeof result.records === 'number' ? result.records : 0, observations };
}
