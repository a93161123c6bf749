import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@/shared/locale';
import {
  PRODUCT_SHOTS,
  IMAGE_FORMATS,
  SHOT_THEMES,
  shotFile,
  srcSet,
  TOUR,
  tourCaptionsFile,
  tourFile,
  tourPosterFile,
  VIDEO_FORMATS,
  type ProductShot,
} from './product-media.ts';

const publicDir = join(import.meta.dirname, '..', '..', '..', '..', 'public');
const inPublic = (path: string) => join(publicDir, ...path.split('/').filter(Boolean));
const KB = 1024;

/** An image's width and height from its header: WebP (VP8, VP8L, VP8X) or AVIF (the `ispe` box). */
function imageSize(path: string): { width: number; height: number } {
  const bytes = readFileSync(inPublic(path));
  const ascii = (at: number, length: number) => bytes.subarray(at, at + length).toString('latin1');
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') {
    const chunk = ascii(12, 4);
    if (chunk === 'VP8 ')
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = bytes.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  const ispe = bytes.indexOf('ispe', 0, 'latin1');
  if (ispe > 0) return { width: bytes.readUInt32BE(ispe + 8), height: bytes.readUInt32BE(ispe + 12) };
  throw new Error(`${path} is neither WebP nor AVIF`);
}

describe('the landing page’s product media (npm run media -w @emotion-guru/app)', () => {
  it('has every hero shot in each language, theme, width and format, at its aspect ratio', () => {
    for (const [shot, { width, height, widths }] of Object.entries(PRODUCT_SHOTS) as [
      ProductShot,
      (typeof PRODUCT_SHOTS)[ProductShot],
    ][]) {
      for (const language of SUPPORTED_LANGUAGES)
        for (const theme of SHOT_THEMES)
          for (const size of widths)
            for (const format of IMAGE_FORMATS) {
              const file = shotFile(shot, theme, language, size, format);
              const actual = imageSize(file);
              expect(actual.width, file).toBe(size);
              expect(Math.abs(actual.height - Math.round((size * height) / width)), file).toBeLessThanOrEqual(
                1,
              );
              expect(statSync(inPublic(file)).size, file).toBeLessThan(120 * KB);
            }
    }
  });

  it('has the tour in each language as WebM and MP4, under 2 MB together, with its poster', () => {
    let total = 0;
    for (const language of SUPPORTED_LANGUAGES) {
      const webm = readFileSync(inPublic(tourFile(language, 'webm')));
      expect(webm.subarray(0, 4).toString('hex'), 'WebM (EBML) header').toBe('1a45dfa3');
      const mp4 = readFileSync(inPublic(tourFile(language, 'mp4')));
      expect(mp4.subarray(4, 8).toString('latin1'), 'MP4 ftyp box').toBe('ftyp');
      total += VIDEO_FORMATS.map(
        ({ extension }) => statSync(inPublic(tourFile(language, extension))).size,
      ).reduce((sum, size) => sum + size, 0);
      for (const width of TOUR.posterWidths)
        for (const format of IMAGE_FORMATS) {
          const poster = tourPosterFile(language, width, format);
          expect(imageSize(poster), poster).toEqual({ width, height: (width * TOUR.height) / TOUR.width });
        }
    }
    expect(total).toBeLessThan(2 * 1024 * KB);
  });

  it('has captions in every language for every recording, each cue in order, in the captions’ language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const texts = new Map<string, string[]>();
      for (const captions of SUPPORTED_LANGUAGES) {
        const vtt = readFileSync(inPublic(tourCaptionsFile(language, captions)), 'utf8');
        expect(vtt.startsWith('WEBVTT\n')).toBe(true);
        const times = [...vtt.matchAll(/^(\d\d):(\d\d\.\d{3}) --> (\d\d):(\d\d\.\d{3})$/gm)].map((match) => [
          Number(match[1]) * 60 + Number(match[2]),
          Number(match[3]) * 60 + Number(match[4]),
        ]);
        expect(times.length).toBeGreaterThanOrEqual(4);
        times.forEach(([start = 0, end = 0], index) => {
          expect(end).toBeGreaterThan(start);
          expect(start).toBeGreaterThanOrEqual(times[index - 1]?.[1] ?? 0);
        });
        const landing = JSON.parse(
          readFileSync(join(publicDir, 'locales', captions, 'landing.json'), 'utf8'),
        ) as { video: { captions: Record<string, string> } };
        const cues = vtt
          .split('\n\n')
          .slice(1)
          .map((cue) => cue.split('\n').slice(2).join('\n').trim());
        texts.set(captions, cues.filter(Boolean));
        for (const cue of cues.filter(Boolean)) expect(Object.values(landing.video.captions)).toContain(cue);
      }
      // The same moments in each language.
      expect(texts.get('tr-TR')?.length).toBe(texts.get('en-US')?.length);
    }
  });

  it('writes a srcset of every width', () => {
    expect(srcSet([640, 1280], (width) => shotFile('dashboard', 'dark', 'tr-TR', width, 'avif'))).toBe(
      '/media/dashboard.dark.tr-TR.640w.avif 640w, /media/dashboard.dark.tr-TR.1280w.avif 1280w',
    );
  });
});
