/**
 * The analytics collector the app sends to when no analytics provider is configured (issue #14): one
 * event a request, `POST /analytics/collect` with `{ name, clientId, params }`, kept in order for tests
 * (`GET /__emulator/analytics`). It refuses what a real collector would drop, with a 400 naming the field.
 */
import type { AnalyticsEvent, EmulatorState } from '../state.ts';
import { isRecord } from './body.ts';

/** Event names as GA4 allows them: a letter, then letters, digits and underscores, at most 40. */
const EVENT_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

function refuse(field: string): Response {
  return Response.json({ success: false, message: `Invalid analytics event: ${field}` }, { status: 400 });
}

export async function collectAnalytics(request: Request, state: EmulatorState): Promise<Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return refuse('body');
  }
  if (!isRecord(body)) return refuse('body');
  const { name, clientId, params } = body;
  if (typeof name !== 'string' || !EVENT_NAME.test(name)) return refuse('name');
  if (typeof clientId !== 'string' || clientId === '') return refuse('clientId');
  if (
    !isRecord(params) ||
    !Object.values(params).every((value) => typeof value === 'string' || typeof value === 'number')
  ) {
    return refuse('params');
  }
  const event: AnalyticsEvent = {
    name,
    clientId,
    params: params as Record<string, string | number>,
    receivedAt: new Date(state.now()).toISOString(),
  };
  state.analytics.push(event);
  return new Response(null, { status: 204 });
}
