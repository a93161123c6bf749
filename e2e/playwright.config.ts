import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { playwrightLaunchOptions } from '../scripts/browser.mjs';
import { exitIfPortsTaken, PORTS } from '../scripts/ports.mjs';

const APP_PORT = PORTS.preview;
/** The same build behind nginx with the deploy/ configuration (`npm run serve:prod`). */
const PROD_PORT = PORTS.prod;
const EMULATOR_PORT = PORTS.emulator;
/** The dev-server journeys' own Vite dev server (not 5173, which a developer's `npm run dev` may hold). */
const DEV_JOURNEY_PORT = 5180;

/** No limit on a server's start-up (Playwright reads 0 as its default, 60 s). */
const NO_LIMIT = 2_147_483_647;

type WebServer = NonNullable<PlaywrightTestConfig['webServer']> extends (infer S)[] | infer S ? S : never;

/**
 * The servers the journeys run against. Each is started fresh for the run and never reused: a server
 * left on one of these ports by something else makes the run stop (below), so the journeys never
 * talk to a stale emulator or an old build.
 */
const webServers: (WebServer & { name: string; port: number })[] = [
  {
    // The platform emulator over real HTTP: the built app talks to it as it would to the platform.
    name: 'platform emulator',
    command: 'npm run emulator -w @emotion-guru/mocks',
    cwd: '..',
    port: EMULATOR_PORT,
    reuseExistingServer: false,
    timeout: NO_LIMIT,
  },
  {
    // The built app, as users get it (turbo builds it before this task runs).
    name: 'app preview',
    command: 'npm run preview -w @emotion-guru/app',
    cwd: '..',
    port: APP_PORT,
    reuseExistingServer: false,
    timeout: NO_LIMIT,
  },
  {
    // The same build behind nginx, as deploy/ configures it: status codes, caching and security headers.
    name: 'app on nginx',
    command: 'node scripts/serve-prod.mjs --no-emulator',
    cwd: '..',
    port: PROD_PORT,
    reuseExistingServer: false,
    timeout: NO_LIMIT,
  },
  {
    // `npm run dev` as a developer runs it: the emulator runs in the browser (MSW), data in IndexedDB.
    name: 'app dev server',
    command: `npm run dev -w @emotion-guru/app -- --port ${DEV_JOURNEY_PORT} --strictPort`,
    cwd: '..',
    port: DEV_JOURNEY_PORT,
    reuseExistingServer: false,
    timeout: NO_LIMIT,
  },
];

/**
 * Journeys start as a visitor who has answered the public site's analytics question (no): its banner would
 * otherwise sit over the foot of every public page. analytics.spec.ts starts without an answer.
 */
const answeredConsent = (port: number) => ({
  cookies: [],
  origins: [
    { origin: `http://localhost:${port}`, localStorage: [{ name: 'eg_analytics_consent', value: 'denied' }] },
  ],
});

// Only the runner's own process starts servers; its workers load this file again while the servers run.
if (!process.env['TEST_WORKER_INDEX']) await exitIfPortsTaken(webServers);

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  // A flaky journey fails loudly, in CI too: never counted as passed after a retry.
  retries: 0,
  workers: 2,
  // No journey and no assertion is bounded by the wall clock (a loaded machine is slower, not wrong):
  // journeys wait on what a user sees, for as long as it takes.
  timeout: 0,
  expect: { timeout: 0 },
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/playwright.json' }],
    // Not a bound on any journey: ends a run in which nothing at all moves for minutes.
    ['./tests/support/stall-watchdog.ts'],
  ],
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    storageState: answeredConsent(APP_PORT),
    // The app's service worker (production builds) is blocked in the journeys but the PWA ones (pwa.spec.ts
    // allows it) and the dev server's (whose emulator is an MSW worker): a worker that answers from its cache would hide requests from `page.route`, which the
    // fault and chunk-failure journeys rely on, and each journey would first download the whole precache.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: playwrightLaunchOptions(),
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [/-faults\.spec\.ts/, /dev-(signup|push)\.spec\.ts/, /prod-server\.spec\.ts/],
    },
    {
      // The journeys of the production server (deploy/ on nginx) rather than `vite preview`.
      name: 'nginx',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://localhost:${PROD_PORT}`,
        storageState: answeredConsent(PROD_PORT),
      },
      testMatch: /prod-server\.spec\.ts/,
    },
    {
      // The journeys that run against the dev server (`npm run dev`), not the production build.
      name: 'dev',
      // `npm run dev`'s emulator runs in the browser's MSW service worker: workers must be allowed here.
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://localhost:${DEV_JOURNEY_PORT}`,
        storageState: answeredConsent(DEV_JOURNEY_PORT),
        serviceWorkers: 'allow',
      },
      testMatch: /dev-(signup|push)\.spec\.ts/,
    },
    // Fault injection switches the one shared emulator for everybody, so each fault journey runs alone:
    // after every other journey, one file after the other, one test at a time (a sign-in in one file
    // failed at random while the other had the platform refusing calls).
    {
      name: 'public faults',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /public-faults\.spec\.ts/,
      fullyParallel: false,
      dependencies: ['chromium'],
    },
    {
      name: 'journal faults',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /journal-faults\.spec\.ts/,
      fullyParallel: false,
      dependencies: ['public faults'],
    },
    {
      name: 'chat faults',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /chat-faults\.spec\.ts/,
      fullyParallel: false,
      dependencies: ['journal faults'],
    },
  ],
  webServer: webServers,
});
