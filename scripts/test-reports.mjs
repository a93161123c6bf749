// @ts-check
/** Reads the JSON reports that every test runner writes and totals them. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Where each workspace's runners write their reports (kept as turbo task outputs). */
export const REPORT_DIRS = [
  'reports',
  'packages/platform-sdk/reports',
  'packages/ui/reports',
  'packages/app/reports',
  'mocks/reports',
  'e2e/reports',
];

/**
 * @typedef {{ passed: number, failed: number, skipped: number }} Counts
 */

/**
 * Vitest's JSON reporter follows Jest's shape; Playwright's has `stats`.
 * @param {unknown} report
 * @returns {Counts | undefined}
 */
export function countReport(report) {
  if (typeof report !== 'object' || report === null) return undefined;
  const r = /** @type {Record<string, unknown>} */ (report);
  if (typeof r['numTotalTests'] === 'number') {
    return {
      passed: Number(r['numPassedTests'] ?? 0),
      failed:
        Number(r['numFailedTests'] ?? 0) + (r['success'] === false && r['numFailedTests'] === 0 ? 1 : 0),
      skipped: Number(r['numPendingTests'] ?? 0) + Number(r['numTodoTests'] ?? 0),
    };
  }
  const stats = /** @type {Record<string, number> | undefined} */ (r['stats']);
  if (stats && typeof stats['expected'] === 'number') {
    return {
      passed: (stats['expected'] ?? 0) + (stats['flaky'] ?? 0),
      failed: stats['unexpected'] ?? 0,
      skipped: stats['skipped'] ?? 0,
    };
  }
  return undefined;
}

/** The first line of a failure message, without terminal colours. @param {unknown} message */
function firstLine(message) {
  const text = typeof message === 'string' ? message : '';
  // eslint-disable-next-line no-control-regex -- terminal colour codes are what we strip
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '').trim();
  return (plain.split('\n')[0] ?? '').slice(0, 200);
}

/**
 * Which tests failed, as "file › title: first line of the message", so the end of a run's output names
 * them (CI keeps only the output's tail). Vitest: failed tests, and files that failed before any test
 * ran; Playwright: tests whose outcome was unexpected.
 * @param {unknown} report
 * @returns {string[]}
 */
export function failedTests(report) {
  if (typeof report !== 'object' || report === null) return [];
  const r = /** @type {Record<string, unknown>} */ (report);
  const found = /** @type {string[]} */ ([]);
  if (Array.isArray(r['testResults'])) {
    for (const file of /** @type {Array<Record<string, unknown>>} */ (r['testResults'])) {
      const name = String(file['name'] ?? '').replace(/^.*?\/(src|test|tests|scripts|visual)\//, '$1/');
      const tests = /** @type {Array<Record<string, unknown>>} */ (
        Array.isArray(file['assertionResults']) ? file['assertionResults'] : []
      );
      const failed = tests.filter((test) => test['status'] === 'failed');
      for (const test of failed) {
        const messages = /** @type {unknown[]} */ (test['failureMessages'] ?? []);
        found.push(`${name} › ${String(test['fullName'] ?? test['title'])}: ${firstLine(messages[0])}`);
      }
      if (failed.length === 0 && file['status'] === 'failed')
        found.push(`${name}: ${firstLine(file['message'])}`);
    }
    return found;
  }
  /** @param {unknown} suite @param {string} file */
  const walk = (suite, file) => {
    const s = /** @type {Record<string, unknown>} */ (suite);
    const here = typeof s['file'] === 'string' ? s['file'] : file;
    for (const spec of /** @type {Array<Record<string, unknown>>} */ (s['specs'] ?? [])) {
      for (const test of /** @type {Array<Record<string, unknown>>} */ (spec['tests'] ?? [])) {
        if (test['status'] !== 'unexpected') continue;
        const results = /** @type {Array<Record<string, unknown>>} */ (test['results'] ?? []);
        const error = /** @type {Record<string, unknown> | undefined} */ (results.at(-1)?.['error']);
        found.push(`${here} › ${String(spec['title'])}: ${firstLine(error?.['message'])}`);
      }
    }
    for (const child of /** @type {unknown[]} */ (s['suites'] ?? [])) walk(child, here);
  };
  for (const suite of /** @type {unknown[]} */ (Array.isArray(r['suites']) ? r['suites'] : []))
    walk(suite, '');
  return found;
}

/** @param {string} root */
export function collectReports(root) {
  const totals = {
    passed: 0,
    failed: 0,
    skipped: 0,
    lines: /** @type {string[]} */ ([]),
    failures: /** @type {string[]} */ ([]),
    /** Workspace directories ('.' for the root) whose reports hold failed tests. */
    failedDirs: /** @type {Set<string>} */ (new Set()),
  };
  for (const dir of REPORT_DIRS) {
    const abs = join(root, dir);
    if (!existsSync(abs)) continue;
    for (const name of readdirSync(abs)
      .filter((file) => file.endsWith('.json'))
      .sort()) {
      const file = join(abs, name);
      const report = JSON.parse(readFileSync(file, 'utf8'));
      const counts = countReport(report);
      if (!counts) continue;
      for (const failure of failedTests(report)) totals.failures.push(`  ✘ ${dir}: ${failure}`);
      if (counts.failed > 0) totals.failedDirs.add(dirname(dir));
      totals.passed += counts.passed;
      totals.failed += counts.failed;
      totals.skipped += counts.skipped;
      totals.lines.push(
        `  ${relative(root, file)}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
      );
    }
  }
  return totals;
}

/**
 * The end of the log of each turbo task that failed without a failed test to show for it (a crash, a
 * stalled run stopped by the watchdog, a typecheck or lint error), so that the tail of a run's output,
 * all CI keeps, says why. Tasks whose workspace reported failed tests are left out: those are named.
 * @param {string} root
 * @param {unknown} summary turbo's run summary (`turbo run --summarize`, .turbo/runs/*.json)
 * @param {{ explained?: ReadonlySet<string>, lines?: number }} [options] `explained`: workspace
 *   directories (relative to the root, '.' for the root) whose reports hold failed tests
 * @returns {string[]}
 */
export function failedTaskTails(root, summary, { explained = new Set(), lines = 25 } = {}) {
  const s = /** @type {{ tasks?: Array<Record<string, unknown>> } | null} */ (summary);
  const out = /** @type {string[]} */ ([]);
  for (const task of s?.tasks ?? []) {
    const execution = /** @type {{ exitCode?: number | null } | undefined} */ (task['execution']);
    const exitCode = execution?.exitCode;
    if (exitCode === undefined || exitCode === null || exitCode === 0) continue;
    const directory = String(task['directory'] ?? '') || '.';
    if (explained.has(directory)) continue;
    const logFile = join(root, String(task['logFile'] ?? ''));
    out.push(`  ── ${String(task['taskId'])} exited with ${String(exitCode)}; the end of its log:`);
    if (!existsSync(logFile) || !String(task['logFile'] ?? '')) {
      out.push('     (no log)');
      continue;
    }
    const text = readFileSync(logFile, 'utf8')
      // eslint-disable-next-line no-control-regex -- terminal colour codes are what we strip
      .replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');
    const tail = text
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '')
      .slice(-lines);
    for (const line of tail) out.push(`     ${line.slice(0, 300)}`);
  }
  return out;
}
