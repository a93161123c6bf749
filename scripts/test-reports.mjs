// @ts-check
/** Reads the JSON reports that every test runner writes and totals them. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

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

/** @param {string} root */
export function collectReports(root) {
  const totals = { passed: 0, failed: 0, skipped: 0, lines: /** @type {string[]} */ ([]) };
  for (const dir of REPORT_DIRS) {
    const abs = join(root, dir);
    if (!existsSync(abs)) continue;
    for (const name of readdirSync(abs)
      .filter((file) => file.endsWith('.json'))
      .sort()) {
      const file = join(abs, name);
      const counts = countReport(JSON.parse(readFileSync(file, 'utf8')));
      if (!counts) continue;
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
