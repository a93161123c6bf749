// @ts-check
/**
 * `npm run serve:prod`: the production build (packages/app/dist) behind nginx with the repository's
 * configuration (deploy/site.conf and deploy/headers.conf) at http://localhost:4180, and, unless a real
 * platform is configured (VITE_PLATFORM_URL), the platform emulator beside it at http://localhost:4010.
 * Stops both on Ctrl+C.
 *
 * nginx is installed when missing (Debian's `nginx-light` through apt-get, as root), like Chromium for
 * the tests. The configuration is written to a temporary folder: the port and the build's folder, and the
 * Content-Security-Policy's hashes of the build's inline scripts and the platform's origin. With no build
 * yet it builds the app first. `node scripts/serve-prod.mjs --print` prints the configuration and exits;
 * `--no-emulator` serves the app only (the e2e run starts its own emulator).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findOrInstall } from './apt-tools.mjs';
import { exitIfPortsTaken, PORTS } from './ports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const deployDir = join(root, 'deploy');
export const DEFAULT_PLATFORM_URL = 'http://localhost:4010';

/**
 * `'sha256-…'` for each inline `<script>` of a page (a script without `src`), as CSP wants them.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/.test(attributes ?? ''))
    .map(
      ([, , body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    );
}

/**
 * The files nginx runs with: the main configuration and the two from deploy/ with their @serve-prod
 * lines filled in.
 * @param {{ dist: string, port: number, platformUrl: string, indexHtml: string, workDir: string }} options
 * @returns {Record<string, string>}
 */
export function nginxFiles({ dist, port, platformUrl, indexHtml, workDir }) {
  const platformOrigin = new URL(platformUrl).origin;
  const site = readFileSync(join(deployDir, 'site.conf'), 'utf8')
    .replace(/listen \d+; # @serve-prod port/, `listen ${port};`)
    .replace(/root [^;]+; # @serve-prod root/, `root ${dist};`);
  const headers = readFileSync(join(deployDir, 'headers.conf'), 'utf8')
    .replace('__INLINE_SCRIPT_HASHES__', inlineScriptHashes(indexHtml).join(' '))
    .replaceAll('__PLATFORM_ORIGIN__', platformOrigin);
  // Started as root, nginx's workers would drop to `nobody`, who may not read the build (a clone in a
  // private temporary folder): they run as the user who started it.
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const main = [
    ...(isRoot ? [`user ${userInfo().username};`] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(workDir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    types { application/manifest+json webmanifest; }',
    '    default_type application/octet-stream;',
    '    access_log off;',
    `    client_body_temp_path ${join(workDir, 'body')};`,
    `    proxy_temp_path ${join(workDir, 'proxy')};`,
    `    fastcgi_temp_path ${join(workDir, 'fastcgi')};`,
    `    uwsgi_temp_path ${join(workDir, 'uwsgi')};`,
    `    scgi_temp_path ${join(workDir, 'scgi')};`,
    '    sendfile on;',
    '    include emotion-guru-site.conf;',
    '}',
    '',
  ].join('\n');
  return { 'nginx.conf': main, 'emotion-guru-site.conf': site, 'emotion-guru-headers.conf': headers };
}

async function main() {
  const dist = join(root, 'packages', 'app', 'dist');
  const port = PORTS.prod;
  const platformUrl = process.env['VITE_PLATFORM_URL']?.trim() || DEFAULT_PLATFORM_URL;
  // --no-emulator: the emulator is started by someone else (the e2e run starts its own).
  const withEmulator = !process.env['VITE_PLATFORM_URL'] && !process.argv.includes('--no-emulator');
  const printOnly = process.argv.includes('--print');

  if (!existsSync(join(dist, 'index.html'))) {
    console.log('serve:prod: no build of the app yet, building it first');
    const build = spawnSync('npm', ['run', 'build', '-w', '@emotion-guru/app'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const workDir = mkdtempSync(join(tmpdir(), 'eg-nginx-'));
  const files = nginxFiles({
    dist,
    port,
    platformUrl,
    indexHtml: readFileSync(join(dist, 'index.html'), 'utf8'),
    workDir,
  });
  process.on('exit', () => rmSync(workDir, { recursive: true, force: true }));
  if (printOnly) {
    for (const [name, text] of Object.entries(files)) console.log(`# ${name}\n${text}`);
    return;
  }
  await exitIfPortsTaken([
    { port, name: 'app on nginx' },
    ...(withEmulator ? [{ port: PORTS.emulator, name: 'platform emulator' }] : []),
  ]);
  const nginx = findOrInstall({ name: 'nginx', aptPackage: 'nginx-light', who: 'serve:prod' });
  if (!nginx) {
    console.error(
      'serve:prod: nginx is not installed and could not be installed: install nginx, then try again.',
    );
    process.exit(1);
  }
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(workDir, folder));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(workDir, name), text);

  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];
  // The children stay in this process's group: whoever stops the group (Playwright stops its web servers
  // that way) stops nginx and the emulator too. The emulator runs as `node` directly, not through npm,
  // so a signal sent to this script reaches it.
  /** @param {string} command @param {string[]} args @param {string} cwd */
  const start = (command, args, cwd) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    children.push(child);
    child.on('exit', (code) => {
      for (const other of children) if (other !== child) other.kill('SIGTERM');
      process.exit(code ?? 0);
    });
  };
  if (withEmulator) {
    const mocks = join(root, 'mocks');
    const { scripts } = /** @type {{ scripts: Record<string, string> }} */ (
      JSON.parse(readFileSync(join(mocks, 'package.json'), 'utf8'))
    );
    const [command = 'node', ...args] = (scripts['emulator'] ?? '').split(/\s+/);
    // `node` as npm runs it: the repository's pinned Node (the `node` package's binary), else PATH's.
    const pinned = join(root, 'node_modules', '.bin', 'node');
    start(command === 'node' && existsSync(pinned) ? pinned : command, args, mocks);
  }
  // -e: nginx 1.19.5+ takes the error log's path before reading the configuration (its default may not be writable).
  start(nginx, ['-p', workDir, '-c', join(workDir, 'nginx.conf'), '-e', 'stderr'], root);
  console.log(`serve:prod: http://localhost:${port} (nginx ${nginx}, configuration in ${workDir})`);
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => {
      for (const child of children) child.kill('SIGTERM');
    });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
