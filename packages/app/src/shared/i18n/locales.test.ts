import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@/shared/locale';

const localesDir = join(import.meta.dirname, '../../../public/locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function load(language: string, file: string): unknown {
  return JSON.parse(readFileSync(join(localesDir, language, file), 'utf8'));
}

const files = readdirSync(join(localesDir, 'en-US')).filter((file) => file.endsWith('.json'));

describe('translations', () => {
  it('ship the same namespaces in every language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(readdirSync(join(localesDir, language)).sort()).toEqual([...files].sort());
    }
  });

  it.each(files)('%s has the same keys in every language, none empty', (file) => {
    const english = keysOf(load('en-US', file)).sort();
    for (const language of SUPPORTED_LANGUAGES) {
      const translated = load(language, file);
      expect(keysOf(translated).sort(), `${language}/${file}`).toEqual(english);
      for (const key of english) {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], translated);
        expect(typeof text === 'string' && text.trim().length > 0, `${language}/${file}: ${key}`).toBe(true);
      }
    }
  });
});
