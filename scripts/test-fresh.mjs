// @ts-check
/**
 * `npm run test:fresh`: the README's set-up, as on a machine that has never installed anything.
 *
 * Clones the current commit (HEAD; uncommitted changes are not in it) into a temporary folder, gives
 * it an empty npm cache (`npm_config_cache`) and a shell environment without this checkout's npm
 * settings, runs `npm install && npm test` there, prints the summary line and removes both folders.
 * Exits with `npm test`'s status. `--keep` leaves the clone in place to look into a failure.
 *
 * Not part of `npm test`: it takes as long as a full install and test run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');

/** @param {string[]} args */
function git(args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim();
}

const commit = git(['rev-parse', 'HEAD']);
if (git(['status', '--porcelain', '--untracked-files=no']) !== '') {
  console.log('test:fresh: this checkout has uncommitted changes; the clone has only the commit.');
}

const work = mkdtempSync(join(tmpdir(), 'eg-fresh-'));
const clone = join(work, 'repo');
const cache = mkdtempSync(join(tmpdir(), 'eg-fresh-npm-cache-'));

function cleanUp() {
  if (keep) {
    console.log(`test:fresh: kept ${clone} (npm cache ${cache})`);
    return;
  }
  rmSync(work, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

// A new shell's environment: none of the npm settings `npm run` passed to this script, and no tool
// of this checkout on PATH; the empty cache instead.
/** @type {NodeJS.ProcessEnv} */
const env = {};
for (const [key, value] of Object.entries(process.env)) {
  if (/^npm_/i.test(key) || key === 'INIT_CWD' || key === 'NODE') continue;
  env[key] = value;
}
env['PATH'] = (process.env['PATH'] ?? '')
  .split(delimiter)
  .filter((entry) => entry !== root && !entry.startsWith(root + sep))
  .join(delimiter);
env['npm_config_cache'] = cache;

/** @param {string} command @param {string[]} args */
function step(command, args) {
  console.log(`test:fresh: ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { cwd: clone, env, stdio: 'inherit' }).status ?? 1;
}

console.log(`test:fresh: commit ${commit} in ${clone}, npm cache ${cache} (empty)`);
/** @type {number} */
let status;
try {
  const cloned = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', root, clone], { stdio: 'inherit' });
  if (cloned.status !== 0) throw new Error('git clone failed');
  git(['-C', clone, 'checkout', '--quiet', '--detach', commit]);
  status = step('npm', ['install']);
  if (status === 0) status = step('npm', ['test']);
  const summary = join(clone, 'reports', 'summary.txt');
  const line = existsSync(summary) ? readFileSync(summary, 'utf8').trim() : 'no summary: npm install failed';
  console.log(`test:fresh: ${line} (exit code ${status})`);
} finally {
  cleanUp();
}
process.exit(status);
