import { readWorkflowInstances, summarizeWorkflowHealth } from '@emotion-guru/platform-sdk';
import { describe, expect, it } from 'vitest';
import { SEEDED_WORKFLOW_RUNS } from '../src/seed/workflow-instances.ts';
import { signedIn, useEmulator } from './helpers.ts';

useEmulator();

const SEEDED_TOTAL = SEEDED_WORKFLOW_RUNS.reduce((sum, run) => sum + run.total, 0);

describe('GsbWorkflowInstance: the workflow monitor', () => {
  it('an admin pages through the seeded instances, a page of 1,000 at a time', async () => {
    const admin = await signedIn('admin@example.com');
    const first = await readWorkflowInstances(admin.entity, 1);
    expect(first.totalCount).toBe(SEEDED_TOTAL);
    expect(first.instances).toHaveLength(SEEDED_TOTAL);
    const dates = first.instances.map((instance) => instance.lastUpdateDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await readWorkflowInstances(admin.entity, 2)).instances).toEqual([]);

    const summary = summarizeWorkflowHealth(first.instances);
    expect(Object.fromEntries(summary.workflows.map((row) => [row.workflowName, row.status]))).toEqual({
      aiChat: 'Down',
      groupOps: 'Operational',
      sendResetPasswordEmail: 'Operational',
      subscriptionOps: 'Degraded',
    });
    expect(summary.overall).toBe('Down');
  });

  it('pages by 1-based page and page size', async () => {
    const admin = await signedIn('admin@example.com');
    const page = await admin.entity.queryPage({ entityName: 'GsbWorkflowInstance' }, 3, 100);
    expect(page.entities).toHaveLength(SEEDED_TOTAL - 200);
    expect(page.totalCount).toBe(SEEDED_TOTAL);
  });

  it('nobody but an admin reads or writes them', async () => {
    for (const email of ['free@example.com', 'team@example.com']) {
      const user = await signedIn(email);
      const page = await readWorkflowInstances(user.entity, 1);
      expect(page.instances).toEqual([]);
      await expect(
        user.entity.save({
          entityName: 'GsbWorkflowInstance',
          entity: { workflowName: 'aiChat', status: 'Completed' },
        }),
      ).rejects.toMatchObject({ status: 403 });
    }
  });
});
