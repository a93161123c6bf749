// @ts-check
/** What the app's source checks (check-slice-exports.mjs, check-side-effects.mjs) read, and how. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The TypeScript sources under `dir` (no declaration files, nothing in node_modules), in name order so a
 * check reports in the same order on every machine.
 * @param {string} dir @returns {string[]}
 */
export function sourceFiles(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
      return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
    });
}

/** Parsed with TypeScript's parser, without type checking. @param {string} path */
export function parseSource(path) {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, kind);
}
