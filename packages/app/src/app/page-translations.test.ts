import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A part of a page that asks for a translation namespace not yet loaded suspends, and React hides the
 * whole page (its nearest Suspense boundary is the route's) until the namespace arrives. For a part shown
 * only later (a dialog's button once the user's clients have loaded, the reflection cards once the
 * check-ins have) that is a page that vanishes after it was shown: a layout shift, and a journey that
 * reads the page at that moment finds nothing. So every page asks, in its own file, for every namespace
 * its parts use (`useTranslation([...])` waits for all of them before the first paint). This test reads
 * the route table, follows each page's static imports, and lists what a page's file does not ask for.
 */

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Loaded before the app's first render (shared/i18n/create-i18n.ts's default). */
const PRELOADED = new Set(['app_terms', 'app_content', 'landing']);

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

/** One static import or re-export: the file and the names taken from it (`*`: all of it). */
interface Edge {
  file: string;
  names: readonly string[] | '*';
  /** A re-export (`export … from`): followed only for the names asked of this file. */
  reexport: boolean;
}

function namesIn(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter((part) => part !== '' && !list.includes(`type ${part}`))
    .map((part) => part.split(/\s+as\s+/)[0] ?? part);
}

/**
 * Static imports and re-exports only: a dynamic `import()` is a chunk of its own, with its own loading;
 * `import type` and style files (`.css.ts`) hold no components.
 */
function edgesOf(file: string): Edge[] {
  const text = readFileSync(file, 'utf8');
  const edges: Edge[] = [];
  const pattern =
    /^\s*(import|export)\s+(?!type\b)([^;]*?)\s*\bfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
  for (const match of text.matchAll(pattern)) {
    const target = resolveImport(file, match[3] ?? match[4] ?? '');
    if (!target || /\.css\.ts$/.test(target)) continue;
    const clause = match[2] ?? '';
    const braces = /\{([^}]*)\}/.exec(clause);
    const whole = match[4] !== undefined || clause.includes('*') || /^\w+\s*(,|$)/.test(clause) || !braces;
    edges.push({
      file: target,
      names: whole ? '*' : namesIn(braces[1] ?? ''),
      reexport: match[1] === 'export',
    });
  }
  return edges;
}

/** The files a page's first render can reach: a barrel (`index.ts`) is followed only for what is taken from it. */
function graphOf(entry: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const queue: { file: string; names: readonly string[] | '*' }[] = [{ file: entry, names: '*' }];
  while (queue.length > 0) {
    const { file, names } = queue.pop() ?? { file: '', names: '*' };
    const key = `${file}#${names === '*' ? '*' : [...names].sort().join(',')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    files.add(file);
    for (const edge of edgesOf(file)) {
      if (!edge.reexport || names === '*') {
        queue.push({ file: edge.file, names: edge.names });
        continue;
      }
      const wanted = edge.names === '*' ? names : names.filter((name) => edge.names.includes(name));
      if (wanted.length > 0) queue.push({ file: edge.file, names: wanted });
    }
  }
  return files;
}

/**
 * The namespaces a file's `useTranslation` calls ask for (no argument: the default, app_terms); with
 * `pageWide`, those of its `usePageTranslations` calls only (a frame's, for every page it surrounds).
 */
function namespacesOf(file: string, pageWide = false): Set<string> {
  const text = readFileSync(file, 'utf8');
  const found = new Set<string>();
  const hook = pageWide ? 'usePageTranslations' : '(?:useTranslation|usePageTranslations)';
  const call = new RegExp(`\\b${hook}\\(\\s*(\\[[^\\]]*\\]|'[^']*'|"[^"]*"|)`, 'g');
  for (const match of text.matchAll(call)) {
    const argument = match[1] ?? '';
    if (argument === '') found.add('app_terms');
    for (const name of argument.matchAll(/['"]([\w-]+)['"]/g)) found.add(name[1] ?? '');
  }
  return found;
}

/** The file that defines `name`, following the slice's `export { name } from './…'` lines. */
function definingFile(module: string, name: string): string {
  const text = readFileSync(module, 'utf8');
  if (new RegExp(`export\\s+(?:function|const|class)\\s+${name}\\b`).test(text)) return module;
  for (const match of text.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const names = (match[1] ?? '').split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop(),
    );
    const target = resolveImport(module, match[2] ?? '');
    if (names.includes(name) && target) return definingFile(target, name);
  }
  throw new Error(`${relative(src, module)} does not export ${name}`);
}

const routerFile = join(src, 'app', 'router.tsx');
const pages = [
  ...readFileSync(routerFile, 'utf8').matchAll(/lazyPage\(\(\) => import\('([^']+)'\), '(\w+)'\)/g),
].map((match) => {
  const module = resolveImport(routerFile, match[1] ?? '');
  if (!module) throw new Error(`router.tsx imports ${match[1]}, which does not exist`);
  return { name: match[2] ?? '', file: definingFile(module, match[2] ?? '') };
});

describe('each page asks for its parts’ translations before its first paint', () => {
  it('finds the route table’s pages', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(pages.map((page) => page.name)).toContain('ReflectionDetailPage');
  });

  it.each(pages.map((page) => [page.name, page.file] as const))('%s', (_name, file) => {
    const parts = graphOf(file);
    const declared = new Set([
      ...namespacesOf(file),
      ...[...parts].flatMap((part) => [...namespacesOf(part, true)]),
    ]);
    const missing = new Map<string, string[]>();
    for (const part of parts) {
      for (const namespace of namespacesOf(part)) {
        if (PRELOADED.has(namespace) || declared.has(namespace)) continue;
        missing.set(namespace, [...(missing.get(namespace) ?? []), relative(src, part)]);
      }
    }
    const report = [...missing].map(([namespace, parts]) => `${namespace}, used by ${parts.join(', ')}`);
    expect(report, `${relative(src, file)} should ask for these too`).toEqual([]);
  });
});
