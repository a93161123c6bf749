// @ts-check
/**
 * The local ports the repository's servers use, and a check that they are free before a server
 * starts. A port held by something else (say an emulator left over from an earlier run) is refused
 * with one line that names the port, instead of a stack trace or, worse, tests talking to a stale
 * server.
 *
 * CLI: `node scripts/ports.mjs 4010=platform-emulator 4173=app-preview` exits 1 and prints one line
 * per taken port, or exits 0 silently.
 */
import { createConnection, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** Every local server's port. */
export const PORTS = /** @type {const} */ ({
  /** The platform emulator (`npm run emulator`). */
  emulator: 4010,
  /** The production build of the app (`npm run preview`). */
  preview: 4173,
  /** Vite's development server (`npm run dev`). */
  dev: 5173,
  /** The production build behind nginx (`npm run serve:prod`). */
  prod: 4180,
});

/** @typedef {{ port: number, name: string }} NamedPort */

/**
 * Whether something answers on `host:port`.
 * @param {number} port @param {string} host
 * @returns {Promise<boolean>}
 */
function answers(port, host) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/**
 * Whether a server could not listen on `localhost:port`, as the emulator and Vite do.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function cannotListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => {
      resolve(true);
    });
    server.listen({ port, host: 'localhost', exclusive: true }, () => {
      server.close(() => {
        resolve(false);
      });
    });
  });
}

/**
 * True when another process holds the port: something accepts connections on it (IPv4 or IPv6
 * loopback), or a server could not listen on it.
 * @param {number} port
 */
export async function isPortTaken(port) {
  const [v4, v6] = await Promise.all([answers(port, '127.0.0.1'), answers(port, '::1')]);
  return v4 || v6 || (await cannotListen(port));
}

/**
 * The one-line refusal for a taken port.
 * @param {NamedPort} entry
 */
export function portTakenMessage({ port, name }) {
  return (
    `Port ${port} (${name}) is already in use by another process. ` +
    `Stop that process (an earlier run's server left behind, for example: \`lsof -i :${port}\` or ` +
    `\`ss -ltnp 'sport = :${port}'\` shows it), then try again.`
  );
}

/**
 * The refusals for every taken port, in the order given; empty when all are free.
 * @param {readonly NamedPort[]} entries
 * @returns {Promise<string[]>}
 */
export async function takenPorts(entries) {
  const taken = await Promise.all(entries.map((entry) => isPortTaken(entry.port)));
  return entries.filter((_, index) => taken[index]).map(portTakenMessage);
}

/**
 * Stops this process with the refusals when any port is taken.
 * @param {readonly NamedPort[]} entries
 */
export async function exitIfPortsTaken(entries) {
  const messages = await takenPorts(entries);
  if (messages.length === 0) return;
  for (const message of messages) console.error(message);
  process.exit(1);
}

/** @param {string[]} args @returns {NamedPort[]} */
export function parsePortArgs(args) {
  return args.map((arg) => {
    const [port = '', name = 'a server'] = arg.split('=');
    const number = Number(port);
    if (!Number.isInteger(number) || number <= 0 || number > 65_535) {
      throw new Error(`Not a port: ${arg} (expected <port>=<name>, e.g. 4010=platform-emulator).`);
    }
    return { port: number, name };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await exitIfPortsTaken(parsePortArgs(process.argv.slice(2)));
}
