// @ts-check
/**
 * Makes sure a Chromium exists before any browser test runs. Tries, in order: one already here;
 * `npx playwright install chromium` (works only where the network reaches Playwright's CDN);
 * `apt-get install -y chromium` when running as root on Debian or Ubuntu. Otherwise it stops with
 * one line that says how to install a browser.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './browser.mjs';

/** @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', timeout: 10 * 60 * 1000 });
  return result.status === 0;
}

const existing = findChromium();
if (existing) {
  console.log(`browser: ${existing}`);
  process.exit(0);
}

console.log('browser: none found, trying `npx playwright install chromium`');
if (run('npx', ['--no-install', 'playwright', 'install', 'chromium']) && findChromium()) {
  console.log(`browser: ${findChromium()}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log('browser: trying `apt-get install -y chromium`');
  run('apt-get', ['update', '-qq']);
  if (run('apt-get', ['install', '-y', '-qq', 'chromium']) && findChromium()) {
    console.log(`browser: ${findChromium()}`);
    process.exit(0);
  }
}

console.error(
  'browser: no Chromium available. Install one (`sudo apt-get install chromium`, or Google Chrome) or set CHROME_PATH to its executable, then run `npm test` again.',
);
process.exit(1);
