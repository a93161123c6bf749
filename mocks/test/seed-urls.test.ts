/**
 * The seed names no outside host: no avatar service, no share links, nothing a page load would ask
 * another server for (or leak an email to). The emulator's own files are stored as paths and answered
 * on whatever origin serves the API.
 */
import { describe, expect, it } from 'vitest';
import { BASE, call, entities, login, useEmulator } from './helpers.ts';

const { emulator } = useEmulator({ resetEach: false });

const URL_PATTERN = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>)]*/gi;

/** Every absolute URL in a value, however deeply nested. */
function urlsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(...(value.match(URL_PATTERN) ?? []));
  else if (Array.isArray(value)) for (const item of value) urlsIn(item, found);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) urlsIn(item, found);
  return found;
}

describe('seed URLs', () => {
  it('stores no absolute URL in any record of any tenant', () => {
    const stored: string[] = [];
    for (const code of emulator.db.tenantCodes()) {
      const tenant = emulator.db.tenant(code);
      for (const definition of emulator.db.definitions)
        for (const row of emulator.db.rows(tenant, definition.name)) urlsIn(row, stored);
    }
    expect(stored).toEqual([]);
  });

  it('answers only URLs on the emulator itself, for every entity an admin reads', async () => {
    const token = await login('admin@example.com');
    const seen: string[] = [];
    for (const definition of emulator.db.definitions) {
      const answer = await call(
        '/api/entity/query',
        { entityName: definition.name, count: 10_000, includes: ['image'] },
        token,
      );
      // `includes: ['image']` is refused by entities without an image: read those plainly.
      const rows =
        answer.status === 200
          ? entities(answer)
          : entities(await call('/api/entity/query', { entityName: definition.name, count: 10_000 }, token));
      urlsIn(rows, seen);
    }
    // The blog covers are files served by the emulator: they prove the scan sees answered URLs at all.
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((url) => !url.startsWith(`${BASE}/`))).toEqual([]);
  });
});
