// tsc rewrites `./x.ts` to `./x.js` in emitted JavaScript (rewriteRelativeImportExtensions) but not in
// declaration files, and consumers' TypeScript cannot follow a `.ts` specifier into a published
// package. So after `tsc -p tsconfig.build.json`, point every relative specifier in dist/**/*.d.ts at
// the `.js` path, whose declarations sit next to it as `.d.ts`.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The output directory: dist/ by default, or the first argument (the packing test builds elsewhere).
const distDir = process.argv[2]
  ? resolve(process.argv[2])
  : fileURLToPath(new URL('../dist/', import.meta.url));

/** `'./a/b.tsx'` → `'./a/b.js'`, in `from '…'`, `import('…')` and `import '…'`; bare specifiers stay. */
export function rewriteSpecifiers(source) {
  return source.replace(
    /((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*?)\.(?:tsx?|mts|cts)\2/g,
    (_match, prefix, quote, path) => `${prefix}${quote}${path}.js${quote}`,
  );
}

async function* declarationFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* declarationFiles(path);
    else if (entry.name.endsWith('.d.ts')) yield path;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let changed = 0;
  for await (const file of declarationFiles(distDir)) {
    const source = await readFile(file, 'utf8');
    const rewritten = rewriteSpecifiers(source);
    if (rewritten !== source) {
      await writeFile(file, rewritten);
      changed += 1;
    }
  }
  console.log(`rewrote relative import specifiers in ${changed} declaration files`);
}
