// @ts-check
/**
 * `npm run preview`: the production build of the app at http://localhost:4173 and, unless a real
 * platform is configured (VITE_PLATFORM_URL), the platform emulator beside it at http://localhost:4010.
 * Stops both on Ctrl+C.
 *
 * With no build yet it builds the app first; an existing build is served as it is (it says when it
 * was made: `npm run build` makes a new one). When a port it needs is taken by another process, it
 * stops at once with one line naming the port.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitIfPortsTaken, PORTS } from './ports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'packages', 'app', 'dist', 'index.html');
const withEmulator = !process.env['VITE_PLATFORM_URL'];

await exitIfPortsTaken([
  { port: PORTS.preview, name: 'app preview' },
  ...(withEmulator ? [{ port: PORTS.emulator, name: 'platform emulator' }] : []),
]);

if (existsSync(builtIndex)) {
  console.log(
    `preview: serving the build made ${statSync(builtIndex).mtime.toLocaleString()} (\`npm run build\` makes a new one)`,
  );
} else {
  console.log('preview: no build of the app yet, building it first (`npm run build -w @emotion-guru/app`)');
  const build = spawnSync('npm', ['run', 'build', '-w', '@emotion-guru/app'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];

/** @param {string[]} args */
function start(args) {
  const child = spawn('npm', args, { cwd: root, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
}

if (withEmulator) start(['run', 'emulator', '-w', '@emotion-guru/mocks']);
start(['run', 'preview', '-w', '@emotion-guru/app']);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
