import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
const work = mkdtempSync(join(tmpdir(), 'platform-sdk-pack-'));

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

// Built and packed from a staging copy, so the test never races a `npm run build` writing dist/.
describe('npm pack', () => {
  it('yields a tarball whose ESM a plain Node script imports, with type declarations', () => {
    const staging = join(work, 'staging');
    mkdirSync(staging);
    for (const file of ['package.json', 'tsconfig.build.json', 'src'])
      cpSync(join(packageDir, file), join(staging, file), { recursive: true });
    cpSync(join(packageDir, '..', '..', 'tsconfig.base.json'), join(work, 'tsconfig.base.json'));
    // The staging copy sits one level below the base config instead of two.
    const buildConfig = readFileSync(join(staging, 'tsconfig.build.json'), 'utf8').replace(
      '../../tsconfig.base.json',
      '../tsconfig.base.json',
    );
    writeFileSync(join(staging, 'tsconfig.build.json'), buildConfig);
    run(process.execPath, [tsc, '-p', 'tsconfig.build.json'], staging);

    const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], staging)) as {
      filename: string;
      files: { path: string }[];
    }[];
    const files = packed?.files.map((f) => f.path) ?? [];
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
    expect(files.some((f) => f.startsWith('src/'))).toBe(false);

    // A consumer project with the tarball installed under node_modules.
    const consumer = join(work, 'consumer');
    const installed = join(consumer, 'node_modules', '@emotion-guru', 'platform-sdk');
    mkdirSync(installed, { recursive: true });
    run('tar', ['-xzf', join(work, packed?.filename ?? ''), '-C', installed, '--strip-components=1'], work);
    writeFileSync(join(consumer, 'package.json'), JSON.stringify({ type: 'module', private: true }));
    writeFileSync(
      join(consumer, 'check.mjs'),
      `
      const sdk = await import('@emotion-guru/platform-sdk');
      const code = sdk.encodeReferralCode({ userId: 'u1', campaignCode: 'Şubat' });
      const client = sdk.createPlatformClient({ apiUrl: 'http://x.test', tenantCode: 'emotion', fetch: async () => new Response('{}') });
      console.log(JSON.stringify({
        node: process.versions.node,
        exports: Object.keys(sdk).length,
        referral: sdk.decodeReferralCode(code),
        status: sdk.mapSubscriptionStatus(16),
        error: new sdk.PlatformError('ENTITY_ID_REQUIRED').message,
        services: Object.keys(client).sort(),
      }));
      `,
    );
    const result = JSON.parse(run(process.execPath, ['check.mjs'], consumer)) as Record<string, unknown>;
    expect(Number(String(result.node).split('.')[0])).toBeGreaterThanOrEqual(22);
    expect(result.exports).toBeGreaterThan(50);
    expect(result.referral).toEqual({ userId: 'u1', campaignCode: 'Şubat' });
    expect(result.status).toBe('CancelScheduled');
    expect(result.error).toBe('Entity id is required');
    expect(result.services).toEqual(
      expect.arrayContaining(['auth', 'entity', 'workflow', 'subscriptions', 'push', 'files', 'metadata']),
    );

    // The declarations type-check a strict consumer (no skipLibCheck).
    writeFileSync(
      join(consumer, 'consumer.ts'),
      `
      import { createPlatformClient, where, type QueryRequest, type VegJournal } from '@emotion-guru/platform-sdk';
      const platform = createPlatformClient({ apiUrl: 'http://x.test', tenantCode: 'emotion' });
      const request: QueryRequest = { entityName: 'VegJournal', filters: [where.eq('client_id', 'c1')] };
      export const journals: Promise<VegJournal[]> = platform.entity.query<VegJournal>(request).then((r) => r.entities);
      `,
    );
    run(
      process.execPath,
      [
        tsc,
        '--noEmit',
        '--strict',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2023',
        '--lib',
        'es2023,dom',
        'consumer.ts',
      ],
      consumer,
    );
  });
});
