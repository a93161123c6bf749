import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCompiler } from '@vanilla-extract/compiler';
import { afterEach, describe, expect, it } from 'vitest';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const tokensEntry = fileURLToPath(new URL('./tokens.ts', import.meta.url));
const sprinklesFile = fileURLToPath(new URL('./foundations/sprinkles.css.ts', import.meta.url));

const compilers: ReturnType<typeof createCompiler>[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(compilers.splice(0).map((compiler) => compiler.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The imports of a compiled `.css.ts` module that bring CSS in. */
const cssImports = (source: string) =>
  source.split('\n').filter((line) => /^import '.*\.vanilla\.css';$/.test(line));

describe('the tokens entry, compiled by vanilla-extract', () => {
  it('leaves sprinkles its CSS when an app style file that uses the tokens compiles first', async () => {
    // An app's `.css.ts`, as the app's 90 of them do: `import { vars } from '@emotion-guru/ui/tokens'`.
    const dir = mkdtempSync(join(packageRoot, '.tmp-tokens-'));
    dirs.push(dir);
    const panel = join(dir, 'panel.css.ts');
    writeFileSync(
      panel,
      `import { style } from '@vanilla-extract/css';\n` +
        `import { space, vars } from ${JSON.stringify(tokensEntry)};\n` +
        `export const panel = style({ padding: space.lg, color: vars.color.text });\n`,
    );
    const compiler = createCompiler({ root: packageRoot, identifiers: 'debug' });
    compilers.push(compiler);

    const app = await compiler.processVanillaFile(panel, { outputCss: true });
    // Only its own CSS: not the 26 kB of sprinkles' atoms, which it does not use.
    expect(cssImports(app.source)).toEqual([expect.stringContaining('panel.css.ts.vanilla.css')]);

    // The module the Storybook frame, or an app using `sprinkles`, loads next: it must still bring its CSS.
    const sprinkles = await compiler.processVanillaFile(sprinklesFile, { outputCss: true });
    expect(cssImports(sprinkles.source)).toEqual([expect.stringContaining('sprinkles.css.ts.vanilla.css')]);
    expect(compiler.getCssForFile(sprinklesFile).css).toContain('display: none');
  });
});
