import type { TenantSnapshot } from '../db/tenant.ts';
import type { Row } from '../query/types.ts';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * A stored tenant brought to a newer seed date. The demo history counts back from the day the emulator
 * seeded it, and the browser keeps the tenant in IndexedDB, so without this a demo account opened three
 * weeks later would show a history that ended three weeks ago. Seeded records are known by id (the seed
 * is deterministic: `before` is the image for the stored seed date, `after` for today's):
 * - a field still as the old seed wrote it takes the new seed's value (its dates move forward);
 * - a field the user changed keeps the user's value; records the user made are untouched;
 * - a seeded record the user deleted stays deleted; one the old seed had and the new one has not is
 *   dropped if the user never changed it; one only the new seed has is added.
 * Sessions, credentials, files and mappings are the user's state and stay as they are.
 */
export function redateTenant(
  stored: TenantSnapshot,
  before: TenantSnapshot | undefined,
  after: TenantSnapshot | undefined,
): TenantSnapshot {
  if (before === undefined || after === undefined) return stored;
  const tables: Record<string, Row[]> = {};
  const names = new Set([...Object.keys(stored.tables), ...Object.keys(after.tables)]);
  for (const name of names) {
    const old = new Map((before.tables[name] ?? []).map((row) => [String(row.id), row]));
    const fresh = new Map((after.tables[name] ?? []).map((row) => [String(row.id), row]));
    const rows: Row[] = [];
    const kept = new Set<string>();
    for (const row of stored.tables[name] ?? []) {
      const id = String(row.id);
      kept.add(id);
      const seeded = old.get(id);
      if (seeded === undefined) {
        rows.push(row);
        continue;
      }
      const redone = fresh.get(id);
      if (redone === undefined) {
        if (!same(row, seeded)) rows.push(row);
        continue;
      }
      // Each field: the user's value if they changed it, else the new seed's (gone if the new seed has none).
      const keys = new Set([...Object.keys(row), ...Object.keys(redone)]);
      const merged = Object.fromEntries(
        [...keys]
          .map((key): [string, unknown] => [key, same(row[key], seeded[key]) ? redone[key] : row[key]])
          .filter(([, value]) => value !== undefined),
      );
      rows.push(merged);
    }
    for (const [id, row] of fresh) if (!kept.has(id) && !old.has(id)) rows.push(row);
    tables[name] = rows;
  }
  return { ...stored, tables };
}
