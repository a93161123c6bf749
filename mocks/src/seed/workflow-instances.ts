/**
 * The platform's recent workflow runs (GsbWorkflowInstance), for the admin's workflow health page: one
 * day of instances per workflow the emulator implements, with error shares chosen so the page shows every
 * status (spec section 4: 25% or more errors Down, 10% or more Degraded, else Operational).
 * Deterministic: no draw from the seed's random stream, so the other seeded records keep their ids.
 */
import type { Database } from '../db/database.ts';
import type { TenantData } from '../db/tenant.ts';
import { stableUuid } from '../ids.ts';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** How many runs each workflow had in the seeded day, and how many of them ended in error. */
export const SEEDED_WORKFLOW_RUNS = [
  // 2 of 40: 5%, Operational.
  { workflowName: 'sendResetPasswordEmail', total: 40, errors: 2 },
  // 3 of 60: 5%, Operational.
  { workflowName: 'groupOps', total: 60, errors: 3 },
  // 9 of 75: 12%, Degraded.
  { workflowName: 'subscriptionOps', total: 75, errors: 9 },
  // 24 of 80: 30%, Down (the assistant's provider is failing).
  { workflowName: 'aiChat', total: 80, errors: 24 },
] as const;

export function seedWorkflowInstances(db: Database, tenant: TenantData, seedTime: number): void {
  for (const { workflowName, total, errors } of SEEDED_WORKFLOW_RUNS) {
    const workflowId = stableUuid(`function:${workflowName}`);
    // Errors spread evenly through the day, not bunched at one end.
    const errorEvery = total / errors;
    for (let index = 0; index < total; index += 1) {
      const isError = Math.floor(index % errorEvery) === 0 && Math.floor(index / errorEvery) < errors;
      const started = seedTime - DAY + Math.floor((index * DAY) / total) + (index % 7) * MINUTE;
      const durationMs = 400 + ((index * 37) % 2600);
      const startDate = new Date(started).toISOString();
      const ended = new Date(started + durationMs).toISOString();
      db.insert(
        tenant,
        'GsbWorkflowInstance',
        {
          workflowName,
          workflow_id: workflowId,
          status: isError ? 'Error' : 'Completed',
          startDate,
          errorMessage: isError ? `${workflowName} failed: upstream timeout` : null,
        },
        {
          actorId: undefined,
          now: ended,
          id: stableUuid(`workflowInstance:${tenant.code}:${workflowName}:${index}`),
        },
      );
    }
  }
}
