// @ts-check
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectReports, failedTaskTails, failedTests } from '../test-reports.mjs';

/** Vitest's JSON reporter: one failed test, one file that failed before its tests ran. */
const vitestReport = {
  numTotalTests: 3,
  numPassedTests: 1,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 0,
  success: false,
  testResults: [
    {
      name: '/check/work/main/packages/app/src/pages/x/ui/X.test.tsx',
      status: 'failed',
      message: '',
      assertionResults: [
        { title: 'keeps', fullName: 'X keeps', status: 'passed', failureMessages: [] },
        {
          title: 'shows the error',
          fullName: 'X shows the error',
          status: 'failed',
          failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n    at X.test.tsx:10:3'],
        },
        { title: 'later', fullName: 'X later', status: 'skipped', failureMessages: [] },
      ],
    },
    {
      name: '/check/work/main/mocks/test/server.test.ts',
      status: 'failed',
      message: 'Error: listen EADDRINUSE: address already in use :::4010\n    at stack',
      assertionResults: [],
    },
  ],
};

/** Playwright's JSON reporter: nested suites, one unexpected result, one flaky that passed on retry. */
const playwrightReport = {
  stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
  suites: [
    {
      title: 'chat.spec.ts',
      file: 'chat.spec.ts',
      specs: [],
      suites: [
        {
          title: 'chat',
          file: 'chat.spec.ts',
          specs: [
            {
              title: 'sends a message',
              tests: [
                { status: 'unexpected', results: [{ error: { message: 'Error: locator not found\nmore' } }] },
              ],
            },
            {
              title: 'retries',
              tests: [{ status: 'flaky', results: [{ error: { message: 'first' } }, {}] }],
            },
            { title: 'reads', tests: [{ status: 'expected', results: [{}] }] },
          ],
        },
      ],
    },
  ],
};

describe('the test reports', () => {
  it('names each failed vitest test and each file that failed to run, with the first line of the message', () => {
    expect(failedTests(vitestReport)).toEqual([
      'src/pages/x/ui/X.test.tsx › X shows the error: AssertionError: expected 1 to be 2',
      'test/server.test.ts: Error: listen EADDRINUSE: address already in use :::4010',
    ]);
  });

  it('names each Playwright test that failed, but not one that passed on a retry', () => {
    expect(failedTests(playwrightReport)).toEqual([
      'chat.spec.ts › sends a message: Error: locator not found',
    ]);
  });

  it('totals every report directory and lists the failures with their place', () => {
    const root = mkdtempSync(join(tmpdir(), 'eg-reports-'));
    mkdirSync(join(root, 'packages/app/reports'), { recursive: true });
    mkdirSync(join(root, 'e2e/reports'), { recursive: true });
    writeFileSync(join(root, 'packages/app/reports/vitest.json'), JSON.stringify(vitestReport));
    writeFileSync(join(root, 'e2e/reports/playwright.json'), JSON.stringify(playwrightReport));
    const totals = collectReports(root);
    expect(totals).toMatchObject({ passed: 1 + 2, failed: 1 + 1, skipped: 1 });
    expect(totals.failures).toEqual([
      '  ✘ packages/app/reports: src/pages/x/ui/X.test.tsx › X shows the error: AssertionError: expected 1 to be 2',
      '  ✘ packages/app/reports: test/server.test.ts: Error: listen EADDRINUSE: address already in use :::4010',
      '  ✘ e2e/reports: chat.spec.ts › sends a message: Error: locator not found',
    ]);
  });

  it('prints the end of the log of a task that failed without a failed test, and only of those', () => {
    const root = mkdtempSync(join(tmpdir(), 'eg-tasks-'));
    mkdirSync(join(root, 'packages/app/.turbo'), { recursive: true });
    mkdirSync(join(root, 'e2e/.turbo'), { recursive: true });
    const log = Array.from({ length: 40 }, (_, i) => `\u001b[31mline ${String(i + 1)}\u001b[39m`).join('\n');
    writeFileSync(join(root, 'packages/app/.turbo/turbo-test.log'), `${log}\n\n`);
    writeFileSync(join(root, 'e2e/.turbo/turbo-test$colon$e2e.log'), 'a test failed\n');
    /** @param {string} taskId @param {string} directory @param {string} logFile @param {number | null} exitCode */
    const task = (taskId, directory, logFile, exitCode) => ({
      taskId,
      directory,
      logFile,
      execution: { exitCode },
    });
    const summary = {
      tasks: [
        task('@emotion-guru/app#test', 'packages/app', 'packages/app/.turbo/turbo-test.log', 1),
        task('@emotion-guru/e2e#test:e2e', 'e2e', 'e2e/.turbo/turbo-test$colon$e2e.log', 1),
        task('@emotion-guru/mocks#test', 'mocks', 'mocks/.turbo/turbo-test.log', 0),
        task('//#lint:repo', '', '.turbo/turbo-lint.log', 2),
      ],
    };
    expect(failedTaskTails(root, summary, { explained: new Set(['e2e']), lines: 3 })).toEqual([
      '  ── @emotion-guru/app#test exited with 1; the end of its log:',
      '     line 38',
      '     line 39',
      '     line 40',
      '  ── //#lint:repo exited with 2; the end of its log:',
      '     (no log)',
    ]);
    expect(failedTaskTails(root, undefined)).toEqual([]);
  });

  it('marks the workspaces whose reports hold failed tests', () => {
    const root = mkdtempSync(join(tmpdir(), 'eg-reports-'));
    mkdirSync(join(root, 'e2e/reports'), { recursive: true });
    mkdirSync(join(root, 'reports'), { recursive: true });
    writeFileSync(join(root, 'e2e/reports/playwright.json'), JSON.stringify(playwrightReport));
    writeFileSync(join(root, 'reports/vitest.json'), JSON.stringify(vitestReport));
    expect([...collectReports(root).failedDirs].sort()).toEqual(['.', 'e2e']);
  });
});
