import { describe, expect, it } from 'vitest';
import {
  PlatformError,
  WORKFLOW_MONITOR_INTERVAL_MS,
  WORKFLOW_MONITOR_PAGE_SIZE,
  isErrorInstance,
  overallHealth,
  readWorkflowInstances,
  summarizeWorkflowHealth,
  workflowHealth,
} from '../src/index.ts';
import { json, makeClient } from './helpers.ts';

describe('workflow service', () => {
  it('runFunction posts functionName and params and returns the result', async () => {
    const { client, calls } = makeClient(() => ({ result: { n: 2 } }));
    expect(await client.workflow.runFunction('double', { n: 1 })).toEqual({ n: 2 });
    expect(calls[0]).toMatchObject({
      path: '/api/workflow/runFunction',
      body: { functionName: 'double', params: { n: 1 } },
    });
    await client.workflow.runFunction('noParams');
    expect(calls[1]?.body.params).toEqual({});
  });

  it('an unknown function is "Function not found"; other errors pass through', async () => {
    const { client } = makeClient((_r, i) => json({}, i === 0 ? 404 : 500));
    await expect(client.workflow.runFunction('nope')).rejects.toMatchObject({
      code: 'FUNCTION_NOT_FOUND',
      message: 'Function not found',
    });
    await expect(client.workflow.runFunction('boom')).rejects.toMatchObject({ status: 500 });
  });

  it('runs, starts and iterates workflows', async () => {
    const { client, calls } = makeClient(() => ({ result: 1, instance: { id: 'i1' } }));
    await client.workflow.runWorkflow({ workflow_id: 'w1', data: { a: 1 } });
    await client.workflow.startWorkflow({ workflow_id: 'w1' });
    await client.workflow.iterateTask({ taskId: 't1' });
    await client.workflow.testFunction({ code: 'return 1', params: {} });
    expect(calls.map((c) => c.path)).toEqual([
      '/api/workflow/runWorkflow',
      '/api/workflow/startWorkflow',
      '/api/workflow/iterateTask',
      '/api/workflow/testFunction',
    ]);
    expect(calls[0]?.body).toMatchObject({ workflow_id: 'w1', data: { a: 1 } });
    expect(calls[1]?.body).toMatchObject({ workflow_id: 'w1', data: {} });
  });

  it('needs a workflow id, and a function id for updates, before any request', async () => {
    const { client, calls } = makeClient(() => ({ id: 'f1', entity: {} }), { batch: { enabled: false } });
    await expect(client.workflow.runWorkflow({ workflow_id: '' })).rejects.toBeInstanceOf(PlatformError);
    await expect(client.workflow.startWorkflow({ workflow_id: '' })).rejects.toMatchObject({
      code: 'WORKFLOW_ID_REQUIRED',
    });
    await expect(client.workflow.updateFunction({ name: 'f' })).rejects.toThrow(
      'Function ID is required for updates',
    );
    expect(calls).toHaveLength(0);
    await expect(client.workflow.updateFunction({ id: 'f1', code: 'x' })).resolves.toMatchObject({
      id: 'f1',
    });
    expect(calls[0]).toMatchObject({
      path: '/api/entity/save',
      body: { entityName: 'GsbFunction', entity: { id: 'f1' } },
    });
  });
});

describe('workflow health rule', () => {
  it.each([
    [0, 0, 'Operational'],
    [0, 10, 'Operational'],
    [9, 100, 'Operational'],
    [10, 100, 'Degraded'],
    [24, 100, 'Degraded'],
    [25, 100, 'Down'],
    [5, 5, 'Down'],
  ])('%i errors of %i instances is %s', (errors, total, expected) => {
    expect(workflowHealth(errors, total)).toBe(expected);
  });

  it('overall is the worst', () => {
    expect(overallHealth([])).toBe('Operational');
    expect(overallHealth(['Operational', 'Degraded', 'Operational'])).toBe('Degraded');
    expect(overallHealth(['Degraded', 'Down', 'Operational'])).toBe('Down');
  });
});

describe('workflow monitor', () => {
  it('reads a page of 1,000 instances, newest change first, with the total', async () => {
    const { client, calls } = makeClient(() => ({
      entities: [{ id: 'i1', workflowName: 'aiChat', status: 'Error' }],
      totalCount: 1200,
    }));
    const page = await readWorkflowInstances(client.entity, 2);
    expect(page).toEqual({
      instances: [{ id: 'i1', workflowName: 'aiChat', status: 'Error' }],
      totalCount: 1200,
    });
    expect(calls[0]?.path).toBe('/api/entity/query');
    expect(calls[0]?.body).toMatchObject({
      entityName: 'GsbWorkflowInstance',
      startIndex: 1000,
      count: WORKFLOW_MONITOR_PAGE_SIZE,
      calcTotalCount: true,
      sortCols: [{ field: 'lastUpdateDate', dir: 'desc' }],
    });
    expect(WORKFLOW_MONITOR_PAGE_SIZE).toBe(1000);
    expect(WORKFLOW_MONITOR_INTERVAL_MS).toBe(60_000);
  });

  it('summarizes instances per workflow with the worst status overall', () => {
    const runs = (name: string, total: number, errors: number) =>
      Array.from({ length: total }, (_, i) => ({
        id: `${name}${i}`,
        workflowName: name,
        status: i < errors ? 'Error' : 'Completed',
        lastUpdateDate: `2026-01-0${(i % 9) + 1}T00:00:00.000Z`,
      }));
    const summary = summarizeWorkflowHealth([...runs('b', 10, 1), ...runs('a', 20, 1), ...runs('c', 4, 1)]);
    expect(summary.workflows.map((row) => [row.workflowName, row.errors, row.total, row.status])).toEqual([
      ['a', 1, 20, 'Operational'],
      ['b', 1, 10, 'Degraded'],
      ['c', 1, 4, 'Down'],
    ]);
    expect(summary.workflows[0]?.lastRun).toBe('2026-01-09T00:00:00.000Z');
    expect(summary.overall).toBe('Down');
    expect(summarizeWorkflowHealth([]).overall).toBe('Operational');
    expect(isErrorInstance({ id: 'x', status: 5 })).toBe(true);
  });
});
