// @ts-check
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { isPortTaken, parsePortArgs, portTakenMessage, takenPorts } from '../ports.mjs';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('../ports.mjs', import.meta.url));

/** @type {import('node:net').Server[]} */
const servers = [];

/** Holds a port the OS chooses on `host`, as a leftover server would. @param {string} host */
async function holdPort(host = '127.0.0.1') {
  const server = createServer();
  servers.push(server);
  server.listen(0, host);
  await once(server, 'listening');
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}

/** A port the OS just handed out and nobody holds any more. */
async function releasedPort() {
  const port = await holdPort();
  const server = servers.pop();
  await new Promise((resolve) => server?.close(resolve));
  return port;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('the port check', () => {
  it('finds a port held on the IPv4 loopback taken, and a released one free', async () => {
    const held = await holdPort('127.0.0.1');
    expect(await isPortTaken(held)).toBe(true);
    expect(await isPortTaken(await releasedPort())).toBe(false);
  });

  it('names each taken port and what needs it, and nothing else', async () => {
    const held = await holdPort();
    const free = await releasedPort();
    const messages = await takenPorts([
      { port: free, name: 'app preview' },
      { port: held, name: 'platform emulator' },
    ]);
    expect(messages).toEqual([portTakenMessage({ port: held, name: 'platform emulator' })]);
    expect(messages[0]).toMatch(
      new RegExp(`^Port ${held} \\(platform emulator\\) is already in use by another process\\.`),
    );
  });

  it('stops a command line with that message and exit code 1, and lets it through when free', async () => {
    const held = await holdPort();
    const refused = await run(process.execPath, [cli, `${held}=platform-emulator`]).then(
      () => ({ code: 0, stderr: '' }),
      (/** @type {{ code: number, stderr: string }} */ error) => error,
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Port ${held} (platform-emulator) is already in use`);
    await expect(run(process.execPath, [cli, `${await releasedPort()}=app-preview`])).resolves.toMatchObject({
      stderr: '',
    });
  });

  it('reads <port>=<name> arguments and rejects anything else', () => {
    expect(parsePortArgs(['4010=platform-emulator', '4173'])).toEqual([
      { port: 4010, name: 'platform-emulator' },
      { port: 4173, name: 'a server' },
    ]);
    expect(() => parsePortArgs(['emulator'])).toThrow('Not a port: emulator');
    expect(() => parsePortArgs(['70000=x'])).toThrow('Not a port');
  });
});
