// @ts-check
/**
 * `node packages/app/scripts/make-share-images.mjs`: draws the site's static images into public/ with
 * Chromium (the one the tests use): the Open Graph / Twitter share card (1200 × 630) and the web app
 * manifest's icons (192, 512, a maskable 512 and the 180 px Apple touch icon), and `favicon.ico` (16, 32
 * and 48 px PNGs in one ICO container, for browsers and crawlers that ask for /favicon.ico). The files are committed;
 * run this again when the brand mark or the tagline changes. Colours: the brand primary #6366f1.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { playwrightLaunchOptions } from '../../../scripts/browser.mjs';

const publicDir = join(import.meta.dirname, '..', 'public');
const PRIMARY = '#6366f1';

/** The brand mark (src/shared/ui/brand-mark.tsx) as standalone SVG. */
const mark = (size, radius = 9) => `
<svg width="${size}" height="${size}" viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg">
  <rect width="32" height="32" rx="${radius}" fill="${PRIMARY}"/>
  <circle cx="11.5" cy="13" r="2" fill="#fff"/>
  <circle cx="20.5" cy="13" r="2" fill="#fff"/>
  <path d="M9.5 18.5c1.6 2.6 3.8 4 6.5 4s4.9-1.4 6.5-4" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>
</svg>`;

const shareCard = `
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px 96px;display:flex;flex-direction:column;justify-content:space-between;
  font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#fff;
  background:#4f46e5">
  <div style="display:flex;align-items:center;gap:28px">
    <div style="background:#fff;border-radius:28px;padding:14px;display:flex">${mark(96)}</div>
    <span style="font-size:56px;font-weight:700;letter-spacing:-1px">Emotion Guru</span>
  </div>
  <div style="font-size:68px;font-weight:700;line-height:1.1;letter-spacing:-1.5px;max-width:960px">
    Track, understand and reflect on your emotions
  </div>
  <div style="font-size:30px;opacity:.92">Mood map · Reflection wizard · Private journal · English &amp; Türkçe</div>
</div>`;

/** A maskable icon keeps the mark inside the central 80 % safe zone on a full-bleed background. */
const maskable = (size) => `
<div style="width:${size}px;height:${size}px;background:${PRIMARY};display:flex;align-items:center;justify-content:center">
  ${mark(Math.round(size * 0.62), 0)}
</div>`;

const square = (size) => `<div style="width:${size}px;height:${size}px;display:flex">${mark(size)}</div>`;

const images = [
  { file: 'og-image.png', width: 1200, height: 630, html: shareCard },
  { file: 'icons/icon-192.png', width: 192, height: 192, html: square(192) },
  { file: 'icons/icon-512.png', width: 512, height: 512, html: square(512) },
  { file: 'icons/icon-maskable-512.png', width: 512, height: 512, html: maskable(512) },
  { file: 'icons/apple-touch-icon.png', width: 180, height: 180, html: maskable(180) },
];

/**
 * An ICO file whose images are PNGs (allowed since Windows Vista; every current browser reads it): a
 * 6-byte header, a 16-byte directory entry per image, then the PNGs.
 * @param {{ size: number, png: Buffer }[]} icons
 */
function icoOf(icons) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(icons.length, 4);
  let offset = 6 + 16 * icons.length;
  const entries = icons.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...icons.map(({ png }) => png)]);
}

/** @param {import('playwright').Browser} browser @param {string} html @param {number} width @param {number} height */
async function draw(browser, html, width, height) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`);
  const png = await page.screenshot({ omitBackground: true, type: 'png' });
  await page.close();
  return png;
}

const browser = await chromium.launch(playwrightLaunchOptions());
try {
  for (const { file, width, height, html } of images) {
    writeFileSync(join(publicDir, file), await draw(browser, html, width, height));
    console.log(`wrote public/${file}`);
  }
  const icons = [];
  for (const size of [16, 32, 48]) icons.push({ size, png: await draw(browser, square(size), size, size) });
  writeFileSync(join(publicDir, 'favicon.ico'), icoOf(icons));
  console.log('wrote public/favicon.ico');
} finally {
  await browser.close();
}
