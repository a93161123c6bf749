// @ts-check
/**
 * `npm test`: every check of the repository in one command.
 *
 * 1. make sure a Chromium exists (scripts/ensure-browser.mjs);
 * 2. `turbo run typecheck lint test test:stories test:scripts test:e2e budgets` (cached: a second run with no change
 *    replays from turbo's cache, test reports included);
 * 3. read every runner's JSON report and print one closing line, `N passed, N failed`.
 *
 * Exits non-zero when any task or test failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectReports, failedTaskTails, REPORT_DIRS } from './test-reports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  DO_NOT_TRACK: '1',
};

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  return result.status ?? 1;
}

// Stale reports from an earlier run must not be counted; turbo restores cached ones.
for (const dir of REPORT_DIRS) rmSync(join(root, dir), { recursive: true, force: true });

const started = Date.now();
let exitCode = run('node', ['scripts/ensure-browser.mjs']);
if (exitCode === 0) {
  exitCode = run('npx', [
    'turbo',
    'run',
    'typecheck',
    'lint',
    'lint:repo',
    'test',
    'test:stories',
    'test:scripts',
    'test:e2e',
    'budgets',
    '--continue',
    '--output-logs=new-only',
    '--summarize',
  ]);
}

/** This run's turbo summary (`--summarize` writes .turbo/runs/<id>.json), if turbo got that far. */
function lastRunSummary() {
  const dir = join(root, '.turbo', 'runs');
  if (!existsSync(dir)) return undefined;
  const newest = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(dir, name))
    .filter((file) => statSync(file).mtimeMs >= started)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  return newest ? JSON.parse(readFileSync(newest, 'utf8')) : undefined;
}

const totals = collectReports(root);
// A task that failed with no failed test to show (a crash, a stall, a type error): the end of its log.
if (exitCode !== 0) {
  for (const line of failedTaskTails(root, lastRunSummary(), { explained: totals.failedDirs }))
    console.log(line);
}
for (const line of totals.lines) console.log(line);
// The failed tests by name, last, so that the tail of the output (all CI keeps) says what failed.
for (const line of totals.failures.slice(0, 20)) console.log(line);
if (totals.failures.length > 20) console.log(`  … and ${totals.failures.length - 20} more failed`);
if (exitCode !== 0 && totals.failed === 0) {
  console.log('A check other than a test (typecheck, lint, Steiger, a build) failed: see above.');
}
const summary = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
console.log(summary);
// .ci/run repeats this line last, after whatever npm prints on failure.
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports', 'summary.txt'), `${summary}\n`);
process.exit(exitCode !== 0 || totals.failed > 0 ? 1 : 0);
