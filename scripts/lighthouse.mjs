// @ts-check
/**
 * `npm run lighthouse`: Lighthouse (mobile, its default simulated throttling) on the production build
 * behind nginx, three runs a page, and a table of the medians: the four categories and FCP, LCP, TBT and
 * CLS. Pages: `/`, `/tr`, `/about`, `/faq` (or the paths given: `npm run lighthouse -- /pricing`).
 *
 * Uses `npm run serve:prod` (http://localhost:4180) when it is running, else starts it for the run.
 * Lighthouse comes from npm through `npx` (pinned to 12.2.3: 13 needs Node 22, and it is too large to be
 * a dependency every install downloads); Chromium is the one the tests use (scripts/browser.mjs).
 * Too slow and too noisy for `npm test` (a 2-core machine under load scores lower): a measurement for
 * people, reported in closing notes.
 * A path in the app area (`/app/...`, e.g. `npm run lighthouse -- /app/dashboard`) is measured signed in as
 * the demo Premium account: before each run a fresh Chromium profile signs in through the login page, then
 * its service worker, caches and HTTP cache are cleared (a cold start, as the public pages get), and
 * Lighthouse runs in that profile keeping its storage (`--disable-storage-reset`), so the session holds.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chromium } from 'playwright';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireChromium } from './browser.mjs';
import { isPortTaken, PORTS } from './ports.mjs';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const RUNS = 3;
const origin = `http://localhost:${PORTS.prod}`;
const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const paths = pages.length > 0 ? pages : ['/', '/tr', '/about', '/faq'];
/** The account an app-area path is measured as (mocks/README.md's demo accounts). */
const SIGNED_IN_AS = { email: 'premium@example.com', password: 'Emotion-demo-1' };

/**
 * A Chromium profile signed in as SIGNED_IN_AS, with nothing else kept: no service worker, no caches.
 * @param {string} dir
 */
async function signedInProfile(dir) {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: requireChromium(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/auth/login`);
    await page.getByLabel('Email').fill(SIGNED_IN_AS.email);
    await page.getByLabel(/^Password/).fill(SIGNED_IN_AS.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/app\/dashboard$/);
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  } finally {
    await context.close();
  }
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** @typedef {{ categories: Record<string, { score: number }>, audits: Record<string, { numericValue: number }> }} Report */

/** @param {string} url @param {string} out @param {string} [profile] a signed-in profile to run in @returns {Report} */
function lighthouse(url, out, profile) {
  const result = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu${profile ? ` --user-data-dir=${profile}` : ''}`,
      ...(profile ? ['--disable-storage-reset'] : []),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: requireChromium() } },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  return /** @type {Report} */ (JSON.parse(readFileSync(out, 'utf8')));
}

/**
 * One run, tried up to three times: Lighthouse now and then loses its trace on a busy machine
 * ("Something went wrong with recording the trace", NO_NAVSTART), which says nothing about the page.
 * @param {string} url @param {string} out @param {string} [profile] @returns {Report}
 */
function lighthouseRun(url, out, profile) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouse(url, out, profile);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stdout.write(`lighthouse: ${url} failed, trying again\n`);
    }
  }
}

/** @type {import('node:child_process').ChildProcess | undefined} */
let server;
if (!(await isPortTaken(PORTS.prod))) {
  console.log('lighthouse: starting `npm run serve:prod` for the run');
  const started = spawn('node', [join(import.meta.dirname, 'serve-prod.mjs')], { stdio: 'inherit' });
  server = started;
  let exited = false;
  started.on('exit', () => (exited = true));
  while (!(await isPortTaken(PORTS.prod))) {
    if (exited) {
      console.error('lighthouse: `npm run serve:prod` stopped (see above)');
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const work = mkdtempSync(join(tmpdir(), 'eg-lighthouse-'));
/** LIGHTHOUSE_REPORTS=<dir> keeps every run's full JSON report there (for its traces and diagnostics). */
const keep = process.env.LIGHTHOUSE_REPORTS;
if (keep) mkdirSync(keep, { recursive: true });
const rows = [];
try {
  for (const path of paths) {
    /** @type {Report[]} */
    const reports = [];
    for (let run = 1; run <= RUNS; run += 1) {
      process.stdout.write(`lighthouse: ${path} run ${run}/${RUNS}\n`);
      const signedIn = /^\/(tr\/)?app\//.test(path);
      const profile = signedIn ? join(work, `profile-${run}`) : undefined;
      if (profile) await signedInProfile(profile);
      const out = join(work, `run-${run}.json`);
      reports.push(lighthouseRun(`${origin}${path}`, out, profile));
      if (keep)
        copyFileSync(
          out,
          join(keep, `${path.replace(/^\//, '').replace(/\W+/g, '_') || 'root'}-${run}.json`),
        );
    }
    const category = (/** @type {string} */ id) =>
      Math.round(median(reports.map((report) => (report.categories[id]?.score ?? 0) * 100)));
    const audit = (/** @type {string} */ id) =>
      median(reports.map((report) => report.audits[id]?.numericValue ?? NaN));
    rows.push({
      page: /^\/(tr\/)?app\//.test(path) ? `${path} (signed in)` : path,
      performance: category('performance'),
      accessibility: category('accessibility'),
      'best practices': category('best-practices'),
      SEO: category('seo'),
      'FCP s': (audit('first-contentful-paint') / 1000).toFixed(1),
      'LCP s': (audit('largest-contentful-paint') / 1000).toFixed(1),
      'TBT ms': Math.round(audit('total-blocking-time')),
      CLS: audit('cumulative-layout-shift').toFixed(3),
    });
  }
} finally {
  rmSync(work, { recursive: true, force: true });
  server?.kill('SIGTERM');
}
console.log(`\nLighthouse ${LIGHTHOUSE.split('@')[1]}, mobile, median of ${RUNS} runs, ${origin}`);
console.table(rows);
