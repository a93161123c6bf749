// @ts-check
/**
 * `npm run media -w @emotion-guru/app`: every picture of the product that the site shows, taken from the
 * running product (the production build on the platform emulator, `npm run preview`, started for the run
 * over the existing build; `npm run build` first for a fresh one), signed in as the demo Premium account:
 *
 * - the web app manifest's screenshots (public/screenshots/, PNG): each screen of MANIFEST_SCREENS wide
 *   (1280 × 800) and narrow (390 × 844) in each language, light theme;
 * - the landing page's hero shots (public/media/): the dashboard wide and the journal narrow, in each
 *   language and theme, at the widths of PRODUCT_SHOTS, as AVIF and WebP; the map and the reflection
 *   wizard likewise, for the features section;
 * - the product tour (public/media/): a scripted walk through the product in each language (dashboard,
 *   a quick check-in, the emotional map, the reflection wizard, the journal), recorded from Chromium's
 *   screencast and encoded by ffmpeg as WebM (VP9) and MP4 (H.264), with a poster (AVIF, WebP) and
 *   captions in both languages (WebVTT) timed from the walk itself. The captions' words are the landing
 *   namespace's `video.captions` (so the locale check covers them).
 *
 * Kept in step with src/pages/landing/lib/product-media.ts (file names, sizes), whose test checks every
 * file the landing page names is here, and that the videos stay under 2 MB together. The files are
 * committed; run this again when the screens change. Needs ffmpeg and avifenc (Debian's `ffmpeg` and
 * `libavif-bin`, installed through apt-get when missing and running as root) and the tests' Chromium.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { findOrInstall } from '../../../scripts/apt-tools.mjs';
import { playwrightLaunchOptions } from '../../../scripts/browser.mjs';
import { PORTS } from '../../../scripts/ports.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
const publicDir = join(import.meta.dirname, '..', 'public');
const mediaDir = join(publicDir, 'media');
const origin = `http://localhost:${PORTS.preview}`;
const ACCOUNT = 'premium@example.com';
const PASSWORD = 'Emotion-demo-1';
const WHO = 'media';

// Kept in step with src/shared/lib/page-meta/web-app-manifest.ts (SCREENSHOT_FORMS, SCREENSHOT_NAMES,
// screenshotPath), which its test checks against the files this writes.
const MANIFEST_FORMS = { wide: { width: 1280, height: 800 }, narrow: { width: 390, height: 844 } };
const MANIFEST_SCREENS = [
  { name: 'dashboard', path: '/app/dashboard' },
  { name: 'journal', path: '/app/journal' },
];
// Kept in step with src/pages/landing/lib/product-media.ts (PRODUCT_SHOTS, TOUR).
const PRODUCT_SHOTS = [
  { name: 'dashboard', path: '/app/dashboard', viewport: { width: 1280, height: 800 }, widths: [640, 1280] },
  { name: 'journal', path: '/app/journal', viewport: { width: 390, height: 844 }, widths: [195, 390] },
  { name: 'map', path: '/app/map', viewport: { width: 1280, height: 800 }, widths: [640, 1280] },
  {
    name: 'reflection',
    path: '/app/reflection/new',
    viewport: { width: 1280, height: 800 },
    widths: [640, 1280],
  },
];
const THEMES = /** @type {const} */ (['light', 'dark']);
const TOUR = { width: 1280, height: 720, posterWidths: [640, 1280] };
const LANGUAGES = [
  { language: 'en-US', prefix: '' },
  { language: 'tr-TR', prefix: '/tr' },
];

/**
 * The path of a tool the media need, installed when missing and possible; else the script stops and says
 * how to install it.
 * @param {string} name @param {string} aptPackage
 * @returns {string}
 */
function requireTool(name, aptPackage) {
  const path = findOrInstall({ name, aptPackage, who: WHO });
  if (path) return path;
  console.error(`${WHO}: needs ${name} (\`sudo apt-get install ${aptPackage}\`, or your system's package).`);
  return process.exit(1);
}
const ffmpeg = requireTool('ffmpeg', 'ffmpeg');
const avifenc = requireTool('avifenc', 'libavif-bin');

/** Runs a tool, stopping the script with its output when it fails. @param {string} command @param {string[]} args */
function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
  }
}

/**
 * A string of a locale file, by its dotted key (the journey finds buttons by their names in each language).
 * @param {string} language @param {string} namespace @param {string} key
 * @returns {string}
 */
function text(language, namespace, key) {
  /** @type {unknown} */
  let value = JSON.parse(readFileSync(join(publicDir, 'locales', language, `${namespace}.json`), 'utf8'));
  for (const part of key.split('.')) {
    value =
      value && typeof value === 'object' ? /** @type {Record<string, unknown>} */ (value)[part] : undefined;
  }
  if (typeof value !== 'string') throw new Error(`${language}/${namespace}.json has no string at ${key}`);
  return value;
}

/** Resolves once `url` answers (the preview and the emulator take a moment to start). @param {string} url */
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

/**
 * `source` (a PNG or JPEG) at each width as `${base}.${width}w.avif` and `.webp`.
 * @param {string} source @param {string} base @param {number[]} widths @param {string} work
 */
function encodeImage(source, base, widths, work) {
  for (const width of widths) {
    const scaled = join(work, `scaled-${String(width)}.png`);
    run(ffmpeg, [
      '-y',
      '-loglevel',
      'error',
      '-i',
      source,
      '-vf',
      `scale=${String(width)}:-2:flags=lanczos`,
      scaled,
    ]);
    const out = `${base}.${String(width)}w`;
    run(ffmpeg, [
      '-y',
      '-loglevel',
      'error',
      '-i',
      scaled,
      '-c:v',
      'libwebp',
      '-quality',
      '80',
      '-compression_level',
      '6',
      `${out}.webp`,
    ]);
    run(avifenc, ['--speed', '6', '--min', '20', '--max', '34', '--jobs', '2', scaled, `${out}.avif`]);
    console.log(`wrote ${out.slice(publicDir.length + 1)}.{avif,webp}`);
  }
}

/**
 * A new signed-in page in `language` and `theme` at `viewport`.
 * @param {import('playwright').Browser} browser @param {{ width: number, height: number }} viewport
 * @param {string} theme @param {string} prefix
 */
async function signedInPage(browser, viewport, theme, prefix) {
  const context = await browser.newContext({
    viewport,
    // The browser's language is the page's (navigator.language, Accept-Language). Native date fields still
    // follow Chromium's own UI language, which a context cannot change: the Turkish shots show US dates there.
    locale: prefix === '/tr' ? 'tr-TR' : 'en-US',
    colorScheme: theme === 'dark' ? 'dark' : 'light',
    serviceWorkers: 'block',
    reducedMotion: 'no-preference',
    // A visitor who has answered the analytics question, in the chosen theme.
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [
            { name: 'eg_analytics_consent', value: 'denied' },
            { name: 'eg_theme', value: theme },
          ],
        },
      ],
    },
  });
  const page = await context.newPage();
  await page.goto(`${origin}${prefix}/auth/login`);
  await page.locator('input[type="email"]').fill(ACCOUNT);
  await page.locator('input[type="password"]').first().fill(PASSWORD);
  await page.locator('form button[type="submit"]').first().click();
  await page.waitForURL(/\/app\/dashboard$/);
  return { context, page };
}

/** Waits until `path` is loaded: its heading shown, every spinner and skeleton gone. @param {import('playwright').Page} page */
async function loaded(page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
  await page.waitForTimeout(500);
}

/** @param {import('playwright').Browser} browser @param {string} work */
async function takeScreenshots(browser, work) {
  mkdirSync(join(publicDir, 'screenshots'), { recursive: true });
  for (const { language, prefix } of LANGUAGES) {
    for (const [form, viewport] of Object.entries(MANIFEST_FORMS)) {
      const { context, page } = await signedInPage(browser, viewport, 'light', prefix);
      for (const { name, path } of MANIFEST_SCREENS) {
        await page.goto(`${origin}${prefix}${path}`, { waitUntil: 'networkidle' });
        await loaded(page);
        const file = join('screenshots', `${name}-${form}.${language}.png`);
        await page.screenshot({ path: join(publicDir, file), type: 'png' });
        console.log(`wrote ${file}`);
      }
      await context.close();
    }
    for (const theme of THEMES) {
      for (const { name, path, viewport, widths } of PRODUCT_SHOTS) {
        const { context, page } = await signedInPage(browser, viewport, theme, prefix);
        await page.goto(`${origin}${prefix}${path}`, { waitUntil: 'networkidle' });
        await loaded(page);
        const png = join(work, `${name}.png`);
        await page.screenshot({ path: png, type: 'png' });
        encodeImage(png, join(mediaDir, `${name}.${theme}.${language}`), widths, work);
        await context.close();
      }
    }
  }
}

// A visible pointer for the recording (a screencast has none): follows the mouse, pulses on a press.
const POINTER_SCRIPT = `
addEventListener('DOMContentLoaded', () => {
  const dot = document.createElement('div');
  dot.setAttribute('aria-hidden', 'true');
  dot.style.cssText = 'position:fixed;left:0;top:0;width:22px;height:22px;margin:-11px 0 0 -11px;border-radius:50%;' +
    'background:rgb(99 102 241 / 0.35);border:2px solid #6366f1;pointer-events:none;z-index:2147483647;' +
    'transition:transform 120ms ease;transform:translate(-100px,-100px)';
  document.body.append(dot);
  let x = -100, y = -100, scale = 1;
  const place = () => { dot.style.transform = 'translate(' + x + 'px,' + y + 'px) scale(' + scale + ')'; };
  addEventListener('mousemove', (event) => { x = event.clientX; y = event.clientY; place(); }, true);
  addEventListener('mousedown', () => { scale = 0.7; place(); }, true);
  addEventListener('mouseup', () => { scale = 1; place(); }, true);
});`;

/**
 * Moves the pointer to `locator` as a person would, then clicks it.
 * @param {import('playwright').Page} page @param {import('playwright').Locator} locator
 */
async function clickLikeAPerson(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to click');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 18 });
  await page.waitForTimeout(250);
  await page.mouse.down();
  await page.waitForTimeout(90);
  await page.mouse.up();
}

/**
 * Walks through the product in `language`, recording the screen; returns the frames and the moments each
 * caption starts (both in seconds since the epoch, the screencast's clock).
 * @param {import('playwright').Browser} browser @param {string} language @param {string} prefix
 */
async function recordTour(browser, language, prefix) {
  const { context, page } = await signedInPage(
    browser,
    { width: TOUR.width, height: TOUR.height },
    'light',
    prefix,
  );
  await context.addInitScript(POINTER_SCRIPT);
  await page.goto(`${origin}${prefix}/app/dashboard`, { waitUntil: 'networkidle' });
  await loaded(page);

  const cdp = await context.newCDPSession(page);
  /** @type {{ data: string, at: number }[]} */
  const frames = [];
  cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    frames.push({ data, at: metadata.timestamp ?? Date.now() / 1000 });
    void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
  });
  await cdp.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 92,
    maxWidth: TOUR.width,
    maxHeight: TOUR.height,
    everyNthFrame: 1,
  });
  /** @type {{ key: string, at: number }[]} */
  const cues = [];
  const cue = (/** @type {string} */ key) => cues.push({ key, at: Date.now() / 1000 });
  const t = (/** @type {string} */ namespace, /** @type {string} */ key) => text(language, namespace, key);
  const nav = (/** @type {string} */ path) => page.locator(`nav a[href$="${path}"]`).first();

  // 1. The dashboard.
  cue('dashboard');
  await page.waitForTimeout(3000);
  // 2. A quick check-in: a colour, a word, save.
  cue('checkIn');
  const colours = page.getByRole('group', { name: t('app_terms', 'emotionPicker.quadrantsLabel') });
  const yellow = t('app_terms', 'emotionPicker.quadrants.yellow.name');
  await clickLikeAPerson(page, colours.getByRole('button', { name: new RegExp(yellow) }));
  const words = page.getByRole('group', {
    name: t('app_terms', 'emotionPicker.wordsInQuadrant').replace('{{quadrant}}', yellow),
  });
  await words.getByRole('button').first().waitFor();
  await page.waitForTimeout(600);
  await clickLikeAPerson(page, words.getByRole('button').nth(2));
  await page.waitForTimeout(700);
  await clickLikeAPerson(page, page.getByRole('button', { name: t('app_content', 'checkIn.save') }));
  await page.waitForTimeout(2200);
  // 3. The emotional map.
  cue('map');
  await clickLikeAPerson(page, nav('/app/map'));
  await loaded(page);
  await page.waitForTimeout(3000);
  // 4. The reflection wizard's first steps.
  cue('reflection');
  await page.goto(`${origin}${prefix}/app/reflection/new`);
  await loaded(page);
  const title = page.getByRole('textbox', { name: t('reflection-wizard', 'event.title') });
  await clickLikeAPerson(page, title);
  await title.pressSequentially(language === 'tr-TR' ? 'Ekip toplantısı' : 'Team meeting', { delay: 90 });
  await page.waitForTimeout(500);
  await page.keyboard.press('Enter');
  await page.waitForTimeout(2500);
  // 5. The journal.
  cue('journal');
  await clickLikeAPerson(page, nav('/app/journal'));
  await loaded(page);
  await page.waitForTimeout(3200);
  cue('end');

  await cdp.send('Page.stopScreencast');
  await context.close();
  return { frames, cues };
}

/** `seconds` as WebVTT's `mm:ss.ttt`. @param {number} seconds */
function vttTime(seconds) {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds - minutes * 60;
  return `${String(minutes).padStart(2, '0')}:${rest.toFixed(3).padStart(6, '0')}`;
}

/**
 * Encodes one tour: the video in both formats, its poster, and its captions in each language.
 * @param {{ data: string, at: number }[]} frames @param {{ key: string, at: number }[]} cues
 * @param {string} language @param {string} work
 */
function encodeTour(frames, cues, language, work) {
  const first = frames[0];
  if (!first) throw new Error('the screencast sent no frames');
  const start = first.at;
  const end = cues.at(-1)?.at ?? start;
  const folder = join(work, `tour-${language}`);
  mkdirSync(folder, { recursive: true });
  const lines = ['ffconcat version 1.0'];
  frames.forEach((frame, index) => {
    const file = `f${String(index).padStart(5, '0')}.jpg`;
    writeFileSync(join(folder, file), Buffer.from(frame.data, 'base64'));
    const next = frames[index + 1]?.at ?? end;
    lines.push(`file '${file}'`, `duration ${Math.max(next - frame.at, 0.01).toFixed(3)}`);
  });
  // The concat demuxer ignores the last entry's duration unless the file is named again.
  lines.push(`file 'f${String(frames.length - 1).padStart(5, '0')}.jpg'`);
  writeFileSync(join(folder, 'frames.txt'), `${lines.join('\n')}\n`);

  const base = join(mediaDir, `product-tour.${language}`);
  const input = ['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', join(folder, 'frames.txt')];
  const filter = ['-vf', `fps=25,scale=${String(TOUR.width)}:${String(TOUR.height)},format=yuv420p`, '-an'];
  run(ffmpeg, [
    ...input,
    ...filter,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-row-mt',
    '1',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    `${base}.webm`,
  ]);
  run(ffmpeg, [
    ...input,
    ...filter,
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-tune',
    'stillimage',
    '-movflags',
    '+faststart',
    `${base}.mp4`,
  ]);
  for (const format of ['webm', 'mp4']) {
    console.log(
      `wrote media/product-tour.${language}.${format} (${(statSync(`${base}.${format}`).size / 1024).toFixed(0)} kB)`,
    );
  }

  // The poster: the dashboard, a second in (loaded, before the pointer moves).
  const posterFrame = frames.findLast((frame) => frame.at <= start + 1) ?? first;
  const posterJpeg = join(folder, 'poster.jpg');
  writeFileSync(posterJpeg, Buffer.from(posterFrame.data, 'base64'));
  encodeImage(posterJpeg, join(mediaDir, `product-tour-poster.${language}`), TOUR.posterWidths, work);

  for (const { language: captionLanguage } of LANGUAGES) {
    const body = ['WEBVTT', ''];
    cues.slice(0, -1).forEach((current, index) => {
      const next = cues[index + 1]?.at ?? end;
      body.push(
        String(index + 1),
        `${vttTime(Math.max(current.at - start, 0))} --> ${vttTime(Math.max(next - start - 0.1, 0))}`,
        text(captionLanguage, 'landing', `video.captions.${current.key}`),
        '',
      );
    });
    writeFileSync(`${base}.${captionLanguage}.vtt`, body.join('\n'));
    console.log(`wrote media/product-tour.${language}.${captionLanguage}.vtt`);
  }
}

const only = process.argv.slice(2);
// In a group of its own, stopped as a whole as Ctrl+C would: a signal to preview.mjs alone reaches its `npm run`
// children, which do not pass it on to vite and the emulator.
const preview = spawn(process.execPath, [join(root, 'scripts', 'preview.mjs')], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
});
const stopped = new Promise((resolve) => preview.on('exit', resolve));
const browser = await chromium.launch(playwrightLaunchOptions());
const work = mkdtempSync(join(tmpdir(), 'eg-media-'));
try {
  await Promise.race([
    Promise.all([answering(origin), answering(`http://localhost:${PORTS.emulator}/__emulator/config`)]),
    stopped.then(() => {
      throw new Error('npm run preview stopped before it answered');
    }),
  ]);
  mkdirSync(mediaDir, { recursive: true });
  // `npm run media -- shots` or `-- tour` makes only one half.
  if (only.length === 0 || only.includes('shots')) await takeScreenshots(browser, work);
  if (only.length === 0 || only.includes('tour')) {
    for (const { language, prefix } of LANGUAGES) {
      const { frames, cues } = await recordTour(browser, language, prefix);
      encodeTour(frames, cues, language, work);
    }
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
  if (preview.pid !== undefined) process.kill(-preview.pid, 'SIGINT');
  await stopped;
  console.log(`${WHO}: done`);
}
