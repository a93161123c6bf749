import { execFile } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The published artefact, end to end: build, `npm pack`, unpack the tarball into a throwaway Vite +
 * React app, type-check that app against the shipped declarations and build it with Vite.
 *
 * Hermetic: nothing comes from the npm cache or the registry. The app's node_modules holds the
 * unpacked tarball and links to exactly the packages the tarball declares (dependencies and peer
 * dependencies) plus React's types, each the copy the repository's own install put in node_modules
 * (the lockfile's versions). A package the tarball uses without declaring it is not there, so the
 * type-check or the build fails on it.
 */
const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const repoRequire = createRequire(join(packageDir, 'package.json'));

/** Where Node's resolution from this package finds `name`: its own node_modules, then the root's. */
function installedDir(name: string): string {
  for (let dir = packageDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) throw new Error(`${name} is not installed: run \`npm install\` first.`);
  }
}

const appFiles: Record<string, string> = {
  'index.html':
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>smoke</title></head>' +
    '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  'src/env.d.ts': "declare module '*.css';\n",
  'src/main.tsx': `import '@emotion-guru/ui/styles.css';
import { Avatar, Button, Dialog, Field, Input, ThemeProvider, useScreenSize, type ButtonProps } from '@emotion-guru/ui';
import { breakpoints, space, vars } from '@emotion-guru/ui/tokens';
import type { RichTextEditorProps } from '@emotion-guru/ui/rich-text';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

// The editor's entry, loaded on demand: its own chunk, with Lexical.
const RichTextEditor = lazy(() =>
  import('@emotion-guru/ui/rich-text').then((module) => ({ default: module.RichTextEditor })),
);
const editor: RichTextEditorProps = { label: 'Body', value: '<p>Hi</p>', onChange: () => undefined };

const trigger: ButtonProps = { variant: 'secondary', children: 'Open' };
const wide: number = breakpoints.xl;

function App() {
  const size = useScreenSize();
  return (
    <ThemeProvider theme="dark">
      <div style={{ padding: space.lg, color: vars.color.text }} data-size={size} data-wide={wide}>
        <Avatar email="ada@example.com" />
        <Field label="Name" hint="As on reports">
          <Input />
        </Field>
        <Dialog title="Hello" trigger={<Button {...trigger} />} />
        <Suspense>
          <RichTextEditor {...editor} />
        </Suspense>
      </div>
    </ThemeProvider>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      // Check the shipped .d.ts files too: a broken specifier in them must fail here.
      skipLibCheck: false,
      types: [],
    },
    include: ['src'],
  }),
};

describe('the packed tarball', () => {
  let workDir: string;
  let tarball: string;
  let packedFiles: string[];
  let appDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'eg-ui-pack-'));
    // The same steps as `npm run build`, into a staging copy of the package: the real dist/ may be
    // being rebuilt by a parallel turbo `build` task at this very moment.
    const stageDir = join(workDir, 'package');
    const outDir = join(stageDir, 'dist');
    await mkdir(stageDir);
    await copyFile(join(packageDir, 'package.json'), join(stageDir, 'package.json'));
    await copyFile(join(packageDir, 'README.md'), join(stageDir, 'README.md'));
    const vite = join(repoRequire.resolve('vite/package.json'), '..', 'bin', 'vite.js');
    const tsc = repoRequire.resolve('typescript/bin/tsc');
    await run(process.execPath, [vite, 'build', '--outDir', outDir, '--logLevel', 'error'], {
      cwd: packageDir,
    });
    await run(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--outDir', outDir], { cwd: packageDir });
    await run(process.execPath, ['scripts/rewrite-declaration-imports.mjs', outDir], { cwd: packageDir });
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', workDir], { cwd: stageDir });
    const [packed] = JSON.parse(stdout) as [{ filename: string; files: { path: string }[] }];
    tarball = join(workDir, packed.filename);
    packedFiles = packed.files.map((file) => file.path);

    appDir = join(workDir, 'app');
    await mkdir(join(appDir, 'src'), { recursive: true });
    await writeFile(
      join(appDir, 'package.json'),
      JSON.stringify({ name: 'smoke', private: true, type: 'module' }),
    );
    for (const [path, content] of Object.entries(appFiles)) await writeFile(join(appDir, path), content);
    // The consumer's node_modules, as `npm install <tarball>` would lay it out.
    const installed = join(appDir, 'node_modules', '@emotion-guru', 'ui');
    await mkdir(installed, { recursive: true });
    await run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    };
    const linked = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
      '@types/react',
      '@types/react-dom',
    ];
    for (const name of linked) {
      const link = join(appDir, 'node_modules', name);
      await mkdir(dirname(link), { recursive: true });
      await symlink(installedDir(name), link, 'dir');
    }
  });

  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('holds the ESM entries, their declarations and the stylesheet, and no sources', () => {
    expect(packedFiles).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/tokens.js',
        'dist/tokens.d.ts',
        'dist/rich-text.js',
        'dist/rich-text.d.ts',
        'dist/styles.css',
      ]),
    );
    expect(packedFiles.filter((path) => path.startsWith('src/'))).toEqual([]);
    expect(packedFiles.filter((path) => /\.(stories|test)\./.test(path))).toEqual([]);
  });

  it('ships declarations whose relative imports resolve (no .ts specifiers)', async () => {
    const installed = join(appDir, 'node_modules', '@emotion-guru', 'ui', 'dist');
    const offenders: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (
          entry.name.endsWith('.d.ts') &&
          /from\s+['"]\.{1,2}\/[^'"]+\.tsx?['"]/.test(await readFile(path, 'utf8'))
        )
          offenders.push(path);
      }
    };
    await walk(installed);
    expect(offenders).toEqual([]);
  });

  it('type-checks a consumer against the shipped declarations', async () => {
    const tsc = repoRequire.resolve('typescript/bin/tsc');
    await expect(run(process.execPath, [tsc, '-p', appDir], { cwd: appDir })).resolves.toBeDefined();
  });

  it('builds in a fresh Vite app, with the theme CSS in the output and the editor in a chunk of its own', async () => {
    const vite = join(repoRequire.resolve('vite/package.json'), '..', 'bin', 'vite.js');
    await run(process.execPath, [vite, 'build', '--logLevel', 'error'], { cwd: appDir });
    const assetsDir = join(appDir, 'dist', 'assets');
    const assets = await readdir(assetsDir);
    const css = assets.find((name) => name.endsWith('.css'));
    expect(css).toBeDefined();
    const stylesheet = await readFile(join(assetsDir, css ?? ''), 'utf8');
    expect(stylesheet).toContain('--eg-color-primary');
    const scripts = await Promise.all(
      assets
        .filter((name) => name.endsWith('.js'))
        .map(async (name) => ({ name, code: await readFile(join(assetsDir, name), 'utf8') })),
    );
    const main = scripts.find(({ code }) => code.includes('ada@example.com'));
    const editorChunk = scripts.find(({ code }) => code.includes('eg-image'));
    expect(main).toBeDefined();
    expect(editorChunk).toBeDefined();
    expect(editorChunk?.name).not.toBe(main?.name);
  });
});
