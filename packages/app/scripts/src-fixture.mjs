// @ts-check
/** For the source checks' tests: a throwaway `src` tree, removed when the test ends. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { onTestFinished } from 'vitest';

/** A `src` with these files (path relative to `src` to its text). @param {Record<string, string>} files */
export function srcWith(files) {
  const root = mkdtempSync(join(tmpdir(), 'src-check-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  const src = join(root, 'src');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), text);
  }
  return src;
}
