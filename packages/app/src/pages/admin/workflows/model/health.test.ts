import type { WorkflowHealthSummary } from '@emotion-guru/platform-sdk';
import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $lastChecked,
  $workflowHealth,
  $workflowHealthStatus,
  fetchWorkflowHealthFx,
  workflowHealthClosed,
  workflowHealthOpened,
  workflowHealthRefreshRequested,
} from './health.ts';

const summary = (overall: WorkflowHealthSummary['overall']): WorkflowHealthSummary => ({
  overall,
  workflows: [
    { workflowName: 'aiChat', total: 4, errors: 1, errorRate: 0.25, status: overall, lastRun: null },
  ],
});

describe('workflow health model', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads on opening, again every 60 s while open, and stops when closed', async () => {
    const answers = [summary('Operational'), summary('Degraded'), summary('Down')];
    const handler = vi.fn(() => Promise.resolve(answers.shift() ?? summary('Operational')));
    const scope = fork({ handlers: [[fetchWorkflowHealthFx, handler]] });

    // The refresh timer stays pending while the page is open, so the opening is not awaited.
    void allSettled(workflowHealthOpened, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(scope.getState($workflowHealth)?.overall).toBe('Operational');
    expect(scope.getState($lastChecked)).toBe(Date.parse('2026-11-27T10:00:00Z'));

    await vi.advanceTimersByTimeAsync(59_000);
    expect(handler).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(handler).toHaveBeenCalledTimes(2);
    expect(scope.getState($workflowHealth)?.overall).toBe('Degraded');
    expect(scope.getState($lastChecked)).toBe(Date.parse('2026-11-27T10:01:00Z'));

    await vi.advanceTimersByTimeAsync(60_000);
    expect(handler).toHaveBeenCalledTimes(3);
    expect(scope.getState($workflowHealth)?.overall).toBe('Down');

    await allSettled(workflowHealthClosed, { scope });
    await vi.advanceTimersByTimeAsync(180_000);
    expect(handler).toHaveBeenCalledTimes(3);
    expect(scope.getState($workflowHealthStatus)).toBe('initial');
  });

  it('a failed check shows the failure; "check now" loads again without a second timer', async () => {
    const handler = vi
      .fn<() => Promise<WorkflowHealthSummary>>()
      .mockRejectedValueOnce(Object.assign(new Error('forbidden'), { status: 403 }))
      .mockResolvedValue(summary('Down'));
    const scope = fork({ handlers: [[fetchWorkflowHealthFx, handler]] });

    void allSettled(workflowHealthOpened, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($workflowHealthStatus)).toBe('fail');
    expect(scope.getState($lastChecked)).toBeNull();

    void allSettled(workflowHealthRefreshRequested, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($workflowHealthStatus)).toBe('done');
    expect(scope.getState($workflowHealth)?.overall).toBe('Down');
    expect(handler).toHaveBeenCalledTimes(2);

    // Still one refresh a minute, counted from the opening.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(handler).toHaveBeenCalledTimes(3);
    await allSettled(workflowHealthClosed, { scope });
  });

  it('reopening restarts the timer: no refresh from the closed opening', async () => {
    const handler = vi.fn(() => Promise.resolve(summary('Operational')));
    const scope = fork({ handlers: [[fetchWorkflowHealthFx, handler]] });
    void allSettled(workflowHealthOpened, { scope });
    await vi.advanceTimersByTimeAsync(30_000);
    await allSettled(workflowHealthClosed, { scope });
    void allSettled(workflowHealthOpened, { scope });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(handler).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(handler).toHaveBeenCalledTimes(3);
    await allSettled(workflowHealthClosed, { scope });
  });
});
