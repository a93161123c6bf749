// @ts-check
/**
 * `npm run screenshots -w @emotion-guru/app`: the web app manifest's screenshots (public/screenshots/),
 * taken from the running product: the production build on the emulator (`npm run preview`, started for the
 * run over the existing build; `npm run build` first for a fresh one), signed in as the demo Premium
 * account, each screen of SCREENSHOT_NAMES wide (1280 × 800) and narrow (390 × 844) in each language, light
 * theme. The files are committed (the manifest test checks each is there, at its size); run this again when
 * those screens change. Chromium is the one the tests use (scripts/browser.mjs).
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { playwrightLaunchOptions } from '../../../scripts/browser.mjs';
import { PORTS } from '../../../scripts/ports.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
const publicDir = join(import.meta.dirname, '..', 'public');
const origin = `http://localhost:${PORTS.preview}`;
const ACCOUNT = 'premium@example.com';
const PASSWORD = 'Emotion-demo-1';

// Kept in step with src/shared/lib/page-meta/web-app-manifest.ts (SCREENSHOT_FORMS, SCREENSHOT_NAMES,
// screenshotPath), which its test checks against the files this writes.
const FORMS = { wide: { width: 1280, height: 800 }, narrow: { width: 390, height: 844 } };
const SCREENS = [
  { name: 'dashboard', path: '/app/dashboard' },
  { name: 'journal', path: '/app/journal' },
];
const LANGUAGES = [
  { language: 'en-US', prefix: '' },
  { language: 'tr-TR', prefix: '/tr' },
];

/** Resolves once `url` answers (the preview and the emulator take a moment to start). */
async function answering(url) {
  for (;;) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const preview = spawn(process.execPath, [join(root, 'scripts', 'preview.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
const stopped = new Promise((resolve) => preview.on('exit', resolve));
const browser = await chromium.launch(playwrightLaunchOptions());
try {
  await Promise.race([
    Promise.all([answering(origin), answering(`http://localhost:${PORTS.emulator}/__emulator/config`)]),
    stopped.then(() => {
      throw new Error('npm run preview stopped before it answered');
    }),
  ]);
  mkdirSync(join(publicDir, 'screenshots'), { recursive: true });
  for (const [form, viewport] of Object.entries(FORMS)) {
    for (const { language, prefix } of LANGUAGES) {
      const context = await browser.newContext({
        viewport,
        colorScheme: 'light',
        serviceWorkers: 'block',
        // A visitor who has answered the analytics question, in the light theme.
        storageState: {
          cookies: [],
          origins: [
            {
              origin,
              localStorage: [
                { name: 'eg_analytics_consent', value: 'denied' },
                { name: 'eg_theme', value: 'light' },
              ],
            },
          ],
        },
      });
      const page = await context.newPage();
      await page.goto(`${origin}/auth/login`);
      await page.getByLabel('Email').fill(ACCOUNT);
      await page.getByLabel(/^Password/).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(/\/app\/dashboard$/);
      for (const { name, path } of SCREENS) {
        await page.goto(`${origin}${prefix}${path}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        // Every spinner and skeleton gone: the screen as its user sees it once loaded.
        await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
        await page.waitForTimeout(500);
        const file = join('screenshots', `${name}-${form}.${language}.png`);
        await page.screenshot({ path: join(publicDir, file), type: 'png' });
        console.log(`wrote public/${file}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  preview.kill('SIGINT');
  await stopped;
}
