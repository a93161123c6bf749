/**
 * The emulator over real HTTP (`npm run emulator`): http://localhost:4010, with CORS for the app's dev
 * server (5173), preview (4173), the build on nginx (4180, `npm run serve:prod`) and Storybook (6006). Requests go through the same MSW handlers as in
 * the browser, via msw's `getResponse`.
 *
 * Runs under Node's type stripping (`node --conditions=@emotion-guru/source src/server.ts`), so this
 * file and everything it loads use only erasable TypeScript: no enums, namespaces or parameter properties.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { createEmulator, type Emulator } from './emulator.ts';
import { createHandlers } from './handlers.ts';

export const DEFAULT_PORT = 4010;
export const DEFAULT_ORIGINS: readonly string[] = [5173, 4173, 4180, 6006].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export interface EmulatorServerOptions {
  port?: number;
  host?: string;
  emulator?: Emulator;
  /** Origins allowed by CORS (credentials included). */
  origins?: readonly string[];
}

export interface RunningEmulatorServer {
  url: string;
  port: number;
  emulator: Emulator;
  server: Server;
  close(): Promise<void>;
}

function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (origin === undefined || !allowed.includes(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
    // The push provider's calls (firebase/messaging) carry their API key and installation token.
    'Access-Control-Allow-Headers':
      'Content-Type, Authorization, x-goog-api-key, x-goog-firebase-installations-auth, x-firebase-client',
    'Access-Control-Expose-Headers': 'Location',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toRequest(req: IncomingMessage, body: Buffer, base: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? 'GET';
  const init: RequestInit = { method, headers, signal };
  if (method !== 'GET' && method !== 'HEAD' && body.length > 0) init.body = new Uint8Array(body);
  return new Request(new URL(req.url ?? '/', base), init);
}

/** Answers at least this large are gzipped for a caller that accepts it (a small one gains nothing). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * The body as sent: gzipped, as the platform's servers send JSON and text, when the caller accepts gzip
 * and it is large enough (the catalogue of emotions is 46 kB as JSON, 8 kB gzipped). Sets the headers
 * that go with it.
 */
function compressed(
  req: IncomingMessage,
  headers: Record<string, string | string[]>,
  body: ArrayBuffer,
): Buffer {
  const plain = Buffer.from(body);
  const type = String(headers['content-type'] ?? '');
  const accepts = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const textual = /^(application\/json|text\/(?!event-stream))/.test(type);
  if (
    !accepts ||
    !textual ||
    plain.length < COMPRESS_FROM_BYTES ||
    headers['content-encoding'] !== undefined
  ) {
    return plain;
  }
  const gzipped = gzipSync(plain);
  headers['content-encoding'] = 'gzip';
  const vary = Object.keys(headers).find((name) => name.toLowerCase() === 'vary');
  if (vary === undefined) headers.Vary = 'Accept-Encoding';
  else headers[vary] = `${String(headers[vary])}, Accept-Encoding`;
  headers['content-length'] = String(gzipped.length);
  return gzipped;
}

export function startEmulatorServer(options: EmulatorServerOptions = {}): Promise<RunningEmulatorServer> {
  // Shared by every browser on the machine: a credential-less refresh must not pick someone's session.
  const emulator = options.emulator ?? createEmulator({ refreshFromLatestSession: false });
  const handlers = createHandlers(emulator);
  const origins = options.origins ?? DEFAULT_ORIGINS;
  const host = options.host ?? 'localhost';

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const cors = corsHeaders(req.headers.origin, origins);
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return;
      }
      try {
        // A caller that goes away before the answer (an aborted fetch) aborts the request's signal.
        const gone = new AbortController();
        res.on('close', () => {
          if (!res.writableEnded) gone.abort();
        });
        const body = await readBody(req);
        const request = toRequest(
          req,
          body,
          `http://${req.headers.host ?? `${host}:${String(DEFAULT_PORT)}`}`,
          gone.signal,
        );
        const response = await getResponse(handlers, request);
        if (response === undefined) {
          res
            .writeHead(404, { 'Content-Type': 'application/json', ...cors })
            .end(JSON.stringify({ success: false, message: 'Unknown endpoint' }));
          return;
        }
        if (response.type === 'error') {
          // The "offline" switch: the connection drops, as a real network failure would.
          res.destroy();
          return;
        }
        const headers: Record<string, string | string[]> = { ...cors };
        response.headers.forEach((value, name) => {
          headers[name] = value;
        });
        const setCookie = response.headers.getSetCookie();
        if (setCookie.length > 0) headers['set-cookie'] = setCookie;
        const sent = compressed(req, headers, await response.arrayBuffer());
        res.writeHead(response.status, headers).end(sent);
      } catch (error) {
        res.writeHead(500, { 'Content-Type': 'application/json', ...cors }).end(
          JSON.stringify({
            success: false,
            message: `Internal emulator error: ${error instanceof Error ? error.message : String(error)}`,
          }),
        );
      }
    })();
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      const address = server.address();
      const port =
        typeof address === 'object' && address !== null ? address.port : (options.port ?? DEFAULT_PORT);
      void emulator.ready.then(() => {
        resolve({
          url: `http://${host}:${String(port)}`,
          port,
          emulator,
          server,
          close: () =>
            new Promise<void>((done, fail) => {
              server.closeAllConnections();
              server.close((error) => {
                if (error) fail(error);
                else done();
              });
            }),
        });
      });
    });
  });
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const port = Number(process.env.EMULATOR_PORT ?? process.env.PORT ?? DEFAULT_PORT);
  // EMULATOR_NOW (an ISO date) pins the clock's start, and so the seed's dates; the clock then runs on.
  const pinned = Date.parse(process.env.EMULATOR_NOW ?? '');
  const startedAt = Date.now();
  const emulator = createEmulator({
    refreshFromLatestSession: false,
    ...(Number.isFinite(pinned) ? { now: () => pinned + (Date.now() - startedAt) } : {}),
  });
  const running = await startEmulatorServer({
    port,
    host: process.env.EMULATOR_HOST ?? 'localhost',
    emulator,
  });
  console.log(
    `Emotion Guru platform emulator on ${running.url} (demo password Emotion-demo-1; see mocks/README.md)`,
  );
  // The platform's reminder scheduler: each minute, the daily reminders due go out (to the push outbox).
  const scheduler = setInterval(() => emulator.sendDueReminders(), 60_000);
  const stop = (): void => {
    clearInterval(scheduler);
    void running.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
