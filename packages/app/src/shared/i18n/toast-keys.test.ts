import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Toast keys travel through effector effects as plain strings, out of the compiler's reach (components'
 * keys are typed). This finds every dotted key literal in a module that shows toasts and checks that
 * English has it, so a typo fails here instead of showing the key to a user.
 */
const src = join(import.meta.dirname, '../..');
const localesDir = join(src, '../public/locales/en-US');
const NOTIFYING = /notifyTranslatedFx|notifyClientFx/;
const KEY_LITERAL = /'([a-z][A-Za-z]*(?:\.[A-Za-z0-9_]+)+)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function hasKey(tree: unknown, key: string): boolean {
  const found = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
      tree,
    );
  // A key with a count is plural: English has its `_one` and `_other` forms.
  return typeof found === 'string' || (!key.endsWith('_other') && hasKey(tree, `${key}_other`));
}

const namespaces = readdirSync(localesDir).map(
  (file) => JSON.parse(readFileSync(join(localesDir, file), 'utf8')) as unknown,
);
const notifyingModules = sourceFiles(src).filter((file) => NOTIFYING.test(readFileSync(file, 'utf8')));

describe('toast keys', () => {
  it('finds the modules that show toasts', () => {
    expect(notifyingModules.length).toBeGreaterThan(5);
  });

  it.each(notifyingModules.map((file) => relative(src, file)))('%s names only keys English has', (file) => {
    const code = readFileSync(join(src, file), 'utf8');
    const keys = [...code.matchAll(KEY_LITERAL)].map((match) => match[1] ?? '');
    const missing = keys.filter((key) => !namespaces.some((tree) => hasKey(tree, key)));
    expect(missing).toEqual([]);
  });
});
