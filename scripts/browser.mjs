// @ts-check
/**
 * One Chromium for every tool (Vitest browser mode, Storybook tests, Playwright, Lighthouse).
 *
 * Nothing in this repository downloads a browser: the machines it runs on have no route to the
 * browser CDNs. The order is: CHROME_PATH, a Chromium that Playwright already manages, the
 * system's Chromium. `scripts/ensure-browser.mjs` installs one when none is found.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Flags every tool launches Chromium with; `--no-sandbox` only where the sandbox cannot work (root). */
export function chromiumArgs() {
  const args = [
    '--headless',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
  if (typeof process.getuid === 'function' && process.getuid() === 0) args.push('--no-sandbox');
  return args;
}

/** The Chromium Playwright manages, if its download was ever made on this machine. */
function playwrightManagedChromium() {
  try {
    const require = createRequire(import.meta.url);
    /** @type {{ chromium: { executablePath(): string } }} */
    const playwright = require('playwright');
    const path = playwright.chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The path of the Chromium to use, or undefined when this machine has none.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string | undefined}
 */
export function findChromium(env = process.env) {
  const fromEnv = env['CHROME_PATH'];
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`);
  }
  return playwrightManagedChromium() ?? SYSTEM_CANDIDATES.find((candidate) => existsSync(candidate));
}

/** Like findChromium, but a missing browser is an error that says how to get one. */
export function requireChromium() {
  const path = findChromium();
  if (!path) {
    throw new Error(
      'No Chromium found. Run `npm run browser` (or install one: `apt-get install chromium`, or set CHROME_PATH).',
    );
  }
  return path;
}

/** Launch options in the shape Playwright (and @vitest/browser-playwright) take. */
export function playwrightLaunchOptions() {
  return { executablePath: requireChromium(), args: chromiumArgs() };
}
