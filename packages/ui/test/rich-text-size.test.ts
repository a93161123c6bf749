import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** 100 kB: the editor's budget, gzip -9, JavaScript and CSS together. */
const BUDGET = 100_000;

/**
 * The `@emotion-guru/ui/rich-text` entry as an app's production build would load it (minified, the
 * `production` build of Lexical), with `external` packages left out: gzip -9 bytes of its JavaScript
 * and CSS together. What loading the editor loads: its entry chunk, the chunks that imports statically,
 * and their CSS. Not the chunks it imports on demand: those are the design system's lazy parts (Radix's
 * dialog and tooltip behind the link dialog and the toolbar's tooltips), which an app shares with its
 * main entry and loads when a dialog first opens.
 */
async function gzippedEntry(external: readonly string[]): Promise<number> {
  const result = await build({
    configFile: false,
    root: packageDir,
    logLevel: 'error',
    mode: 'production',
    plugins: [vanillaExtractPlugin(), react()],
    // Production builds of the dependencies, also under Vitest (whose NODE_ENV is `test`).
    resolve: {
      conditions: defaultClientConditions.map((condition) =>
        condition === 'development|production' ? 'production' : condition,
      ),
    },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      cssMinify: true,
      modulePreload: false,
      rolldownOptions: {
        input: 'src/rich-text.ts',
        preserveEntrySignatures: 'exports-only',
        external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const files = new Map(outputs.flatMap((output) => output.output).map((file) => [file.fileName, file]));
  const loaded = new Set<string>();
  const queue = [...files.values()].filter((file) => file.type === 'chunk' && file.isEntry);
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (loaded.has(file.fileName)) continue;
    loaded.add(file.fileName);
    if (file.type !== 'chunk') continue;
    for (const name of [...file.imports, ...(file.viteMetadata?.importedCss ?? [])]) {
      const next = files.get(name);
      if (next) queue.push(next);
    }
  }
  expect(loaded.size).toBeGreaterThan(0);
  return [...loaded].reduce((total, name) => {
    const file = files.get(name);
    if (!file) return total;
    return total + gzipSync(file.type === 'chunk' ? file.code : file.source, { level: 9 }).length;
  }, 0);
}

describe('the rich-text entry', () => {
  it('adds at most 100 kB (gzip) to an app that already has React and the design system', async () => {
    // radix-ui (Dialog, Tooltip, Toolbar) is shared with the main entry, which every page already loads;
    // what the editor brings of its own is Lexical, its code and its CSS.
    expect(await gzippedEntry(['react', 'react-dom', 'radix-ui'])).toBeLessThanOrEqual(BUDGET);
  });
});
