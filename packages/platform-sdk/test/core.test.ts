/** The core and the services' factories: what an app that bundles only what it uses builds on. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPlatformCore, groupService, subscriptionService } from '../src/index.ts';
import { answerOps, fakeFetch, signedIn } from './helpers.ts';

const root = join(import.meta.dirname, '..');

describe('createPlatformCore and the services’ factories', () => {
  it('builds the transport, batcher, session, entity and workflow calls, and no service of its own', () => {
    const core = createPlatformCore({ apiUrl: 'http://platform.test', tenantCode: 'emotion' });
    expect(Object.keys(core).sort()).toEqual([
      'auth',
      'batcher',
      'dispose',
      'entity',
      'http',
      'now',
      'workflow',
    ]);
    core.dispose();
  });

  it('gives a service the core’s transport, session and clock', async () => {
    const fake = fakeFetch(
      answerOps({
        createGroup: { group: { id: 'g1', name: 'Tuesday circle' } },
        getCurrentSubscription: { tierId: 2, statusCode: 16, isActive: true },
      }),
    );
    const core = createPlatformCore({
      apiUrl: 'http://platform.test',
      tenantCode: 'emotion',
      fetch: fake.fetch,
      tokenStorage: signedIn(),
      now: () => Date.parse('2026-11-29T08:00:00Z'),
    });
    const group = await groupService(core).createGroup({ name: 'Tuesday circle' });
    expect(group).toMatchObject({ id: 'g1' });
    await subscriptionService(core).getCurrentSubscription();
    expect(fake.calls.map((call) => [call.path, (call.body.params as { op: string }).op])).toEqual([
      ['/api/workflow/runFunction', 'createGroup'],
      ['/api/workflow/runFunction', 'getCurrentSubscription'],
    ]);
    // Both went with the core's session.
    expect(fake.calls.every((call) => call.headers.Authorization === 'Bearer t')).toBe(true);
    core.dispose();
  });

  /** What a bundler keeps of the SDK for an app that calls `factory` (esbuild, tree-shaking as Vite's does). */
  function bundled(factory: string): string {
    const work = mkdtempSync(join(tmpdir(), 'sdk-core-bundle-'));
    try {
      const entry = join(work, 'entry.js');
      writeFileSync(
        entry,
        `import { ${factory} } from ${JSON.stringify(join(root, 'src', 'index.ts'))};\n` +
          `export const platform = ${factory}({ apiUrl: 'http://x.test', tenantCode: 'emotion' });\n`,
      );
      const out = join(work, 'out.js');
      execFileSync(
        join(root, '..', '..', 'node_modules', '.bin', 'esbuild'),
        [entry, '--bundle', '--format=esm', `--outfile=${out}`, '--log-level=error'],
        { cwd: root },
      );
      return readFileSync(out, 'utf8');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  /** A string only each service's code holds. */
  const SERVICES = [
    'groupOps',
    'aiChat',
    'referralOps',
    'blogOps',
    'VegReminder',
    '/api/file/upload',
    '/api/entityDef/get',
  ];

  it('leaves every service out of a bundle that uses only the core; the whole client has them all', () => {
    const core = bundled('createPlatformCore');
    expect(core).toContain('/api/entity/bulk');
    for (const service of SERVICES) expect(core, service).not.toContain(service);
    const client = bundled('createPlatformClient');
    for (const service of SERVICES) expect(client, service).toContain(service);
  });
});
