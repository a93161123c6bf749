import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manifestFiles } from '../../../../scripts/seo-files.ts';
import { manifestPath } from './web-app-manifest.ts';

interface Manifest {
  id: string;
  name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; purpose?: string }>;
  shortcuts: Array<{ name: string; description: string; url: string }>;
  screenshots: Array<{ src: string; sizes: string; type: string; form_factor: string; label: string }>;
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): string {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1'), file).toBe('PNG');
  return `${String(bytes.readUInt32BE(16))}x${String(bytes.readUInt32BE(20))}`;
}

const files = manifestFiles();
const manifest = (name: string) => JSON.parse(files[name]?.body ?? '{}') as Manifest;

describe('the web app manifests', () => {
  it('are built for each language, at the address the page links', () => {
    expect(Object.keys(files).sort()).toEqual(['manifest.tr-TR.webmanifest', 'manifest.webmanifest']);
    expect(manifestPath('en-US')).toBe('/manifest.webmanifest');
    expect(manifestPath('tr-TR')).toBe('/manifest.tr-TR.webmanifest');
    expect(files['manifest.webmanifest']?.type).toMatch(/^application\/manifest\+json/);
  });

  it('are one app for the browser, with the theme colour, regular and maskable icons', () => {
    for (const name of Object.keys(files)) {
      const { id, scope, theme_color, icons, name: appName } = manifest(name);
      expect({ id, scope, theme_color, appName }).toEqual({
        id: '/',
        scope: '/',
        theme_color: '#6366f1',
        appName: 'Emotion Guru',
      });
      expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
    }
  });

  it('start and take their shortcuts in their language', () => {
    const english = manifest('manifest.webmanifest');
    expect(english).toMatchObject({ lang: 'en-US', start_url: '/' });
    expect(english.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ['How do you feel?', '/app/dashboard'],
      ['New reflection', '/app/reflection/new'],
      ['Journal', '/app/journal'],
    ]);
    const turkish = manifest('manifest.tr-TR.webmanifest');
    expect(turkish).toMatchObject({
      lang: 'tr-TR',
      start_url: '/tr',
      description: 'Duygularınızı takip edin, anlayın ve üzerine düşünün.',
    });
    expect(turkish.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ['Nasıl hissediyorsunuz?', '/tr/app/dashboard'],
      ['Yeni yansıma', '/tr/app/reflection/new'],
      ['Günlük', '/tr/app/journal'],
    ]);
    for (const shortcut of [...english.shortcuts, ...turkish.shortcuts])
      expect(shortcut.description).not.toBe('');
  });

  it('show the app wide and narrow in their language, as PNG files of the size they state', () => {
    const publicDir = join(import.meta.dirname, '..', '..', '..', '..', 'public');
    for (const [name, language] of [
      ['manifest.webmanifest', 'en-US'],
      ['manifest.tr-TR.webmanifest', 'tr-TR'],
    ] as const) {
      const { screenshots } = manifest(name);
      expect(screenshots.map((shot) => shot.form_factor)).toEqual(['wide', 'wide', 'narrow', 'narrow']);
      for (const shot of screenshots) {
        expect(shot.src).toContain(`.${language}.png`);
        expect(shot.type).toBe('image/png');
        expect(shot.label).not.toBe('');
        expect(pngSize(join(publicDir, shot.src)), shot.src).toBe(shot.sizes);
      }
    }
    expect(manifest('manifest.tr-TR.webmanifest').screenshots[0]?.label).toMatch(/^Panel/);
  });
});
