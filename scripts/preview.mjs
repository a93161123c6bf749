// @ts-check
/**
 * `npm run preview`: the production build of the app at http://localhost:4173 and, unless a real
 * platform is configured (VITE_PLATFORM_URL), the platform emulator beside it at http://localhost:4010.
 * Stops both on Ctrl+C. Run `npm run build` first.
 */
import { spawn } from 'node:child_process';

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];

/** @param {string[]} args */
function start(args) {
  const child = spawn('npm', args, { stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
}

if (!process.env['VITE_PLATFORM_URL']) start(['run', 'emulator', '-w', '@emotion-guru/mocks']);
start(['run', 'preview', '-w', '@emotion-guru/app']);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
