/** Health of a workflow from the share of its instances that ended in error (spec section 4). */
export type HealthStatus = 'Operational' | 'Degraded' | 'Down';

/** Error share at or above which a workflow is Down / Degraded. */
export const DOWN_ERROR_RATE = 0.25;
export const DEGRADED_ERROR_RATE = 0.1;

const SEVERITY: Record<HealthStatus, number> = { Operational: 0, Degraded: 1, Down: 2 };

/** 25% or more errors: Down; 10% or more: Degraded; else (including no instances) Operational. */
export function workflowHealth(errorCount: number, totalCount: number): HealthStatus {
  if (totalCount <= 0) return 'Operational';
  const rate = errorCount / totalCount;
  if (rate >= DOWN_ERROR_RATE) return 'Down';
  if (rate >= DEGRADED_ERROR_RATE) return 'Degraded';
  return 'Operational';
}

/** The overall health is the worst of the parts (Operational when there are none). */
export function overallHealth(statuses: Iterable<HealthStatus>): HealthStatus {
  let worst: HealthStatus = 'Operational';
  for (const status of statuses) if (SEVERITY[status] > SEVERITY[worst]) worst = status;
  return worst;
}
