// @ts-check
/**
 * The system tools some scripts need beyond Node and Chromium (nginx for `npm run serve:prod`, ffmpeg and
 * avifenc for the product media): found where a package manager puts them, else installed from Debian's
 * apt when running as root on Debian or Ubuntu (as `scripts/ensure-browser.mjs` does for Chromium).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The path of `name`, installing `aptPackage` when it is missing and that is possible here.
 * @param {{ name: string, aptPackage: string, who: string, folders?: string[] }} tool
 *   `who` prefixes the log line (the script's name); `folders` are searched for `name` in order.
 * @returns {string | undefined}
 */
export function findOrInstall({
  name,
  aptPackage,
  who,
  folders = ['/usr/bin', '/usr/sbin', '/usr/local/bin', '/usr/local/sbin', '/opt/homebrew/bin'],
}) {
  const find = () => folders.map((folder) => `${folder}/${name}`).find((path) => existsSync(path));
  const found = find();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`${who}: ${name} is missing, installing it (\`apt-get install -y ${aptPackage}\`)`);
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', aptPackage], { stdio: 'inherit' });
  }
  return find();
}
