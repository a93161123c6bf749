import type { EntityService } from '../entity/service.ts';
import type { GsbWorkflowInstance } from '../types/entities.ts';
import { overallHealth, workflowHealth, type HealthStatus } from './health.ts';

/** The workflow monitor (spec section 9): polls every 60 s with a page of 1,000 instances. */
export const WORKFLOW_MONITOR_INTERVAL_MS = 60_000;
export const WORKFLOW_MONITOR_PAGE_SIZE = 1000;

/** A page of workflow instances and how many there are in all. */
export interface WorkflowInstancePage {
  instances: GsbWorkflowInstance[];
  totalCount: number;
}

/**
 * Reads one 1-based page of 1,000 workflow instances, newest change first (admins only: anyone else
 * gets none).
 */
export async function readWorkflowInstances(
  entity: Pick<EntityService, 'queryPage'>,
  page = 1,
): Promise<WorkflowInstancePage> {
  const answer = await entity.queryPage<GsbWorkflowInstance>(
    {
      entityName: 'GsbWorkflowInstance',
      selectCols: ['id', 'workflowName', 'workflow_id', 'status', 'startDate', 'lastUpdateDate'],
      sortCols: [{ field: 'lastUpdateDate', dir: 'desc' }],
    },
    page,
    WORKFLOW_MONITOR_PAGE_SIZE,
  );
  return { instances: answer.entities, totalCount: answer.totalCount ?? answer.entities.length };
}

/** One workflow's share of instances in error and its status. */
export interface WorkflowHealthRow {
  workflowName: string;
  total: number;
  errors: number;
  errorRate: number;
  status: HealthStatus;
  /** The newest instance's last change (ISO), or null. */
  lastRun: string | null;
}

export interface WorkflowHealthSummary {
  workflows: WorkflowHealthRow[];
  overall: HealthStatus;
}

/** Whether an instance ended in error (the platform's TaskStatus 'Error', by name or its number 5). */
export function isErrorInstance(instance: GsbWorkflowInstance): boolean {
  return instance.status === 'Error' || instance.status === 5;
}

/** Groups instances by workflow (by name, else id), sorted by name, with the overall (worst) status. */
export function summarizeWorkflowHealth(instances: readonly GsbWorkflowInstance[]): WorkflowHealthSummary {
  const groups = new Map<string, { total: number; errors: number; lastRun: string | null }>();
  for (const instance of instances) {
    const name = instance.workflowName ?? instance.workflow_id ?? '?';
    const group = groups.get(name) ?? { total: 0, errors: 0, lastRun: null };
    group.total += 1;
    if (isErrorInstance(instance)) group.errors += 1;
    const at = instance.lastUpdateDate ?? instance.startDate ?? null;
    if (at !== null && (group.lastRun === null || at > group.lastRun)) group.lastRun = at;
    groups.set(name, group);
  }
  const workflows = [...groups.entries()]
    .map(([workflowName, group]) => ({
      workflowName,
      ...group,
      errorRate: group.total === 0 ? 0 : group.errors / group.total,
      status: workflowHealth(group.errors, group.total),
    }))
    .sort((a, b) => a.workflowName.localeCompare(b.workflowName));
  return { workflows, overall: overallHealth(workflows.map((row) => row.status)) };
}
