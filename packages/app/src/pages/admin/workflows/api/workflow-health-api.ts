import {
  readWorkflowInstances,
  summarizeWorkflowHealth,
  type WorkflowHealthSummary,
} from '@emotion-guru/platform-sdk';
import { getPlatform } from '@/shared/api';

/**
 * The platform's workflows with their error share and status, from the newest page of 1,000 workflow
 * instances (the spec's workflow monitor). Only admins can read workflow instances.
 */
export async function fetchWorkflowHealth(): Promise<WorkflowHealthSummary> {
  const { instances } = await readWorkflowInstances(getPlatform().entity, 1);
  return summarizeWorkflowHealth(instances);
}
