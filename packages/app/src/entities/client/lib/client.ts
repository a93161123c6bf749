import type { VegClient } from '@emotion-guru/platform-sdk';

/** A client as the app uses it: a VegClient whose id, name and status are always known. */
export type Client = VegClient & { id: string; name: string; isActive: boolean };

/** A platform record as a Client, or null when it has no id (nothing can refer to it). */
export function toClient(record: VegClient): Client | null {
  if (!record.id) return null;
  return {
    ...record,
    id: record.id,
    name: record.name?.trim() || record.email || '',
    // Only an explicit false deactivates: records saved before the flag existed count as active.
    isActive: record.isActive !== false,
  };
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Name ascending (case- and accent-insensitive), id as a tie-breaker so the order is stable. */
export function sortByName(clients: readonly Client[]): Client[] {
  return [...clients].sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

/** The list with `client` added or replaced (by id), still sorted by name. */
export function upsertClient(clients: readonly Client[], client: Client): Client[] {
  return sortByName([...clients.filter((existing) => existing.id !== client.id), client]);
}

/**
 * Which client to show, in the spec's order: the preferred ids (the one shown now, then the cached one)
 * while still visible and active, else the user's own profile, else (caretakers) the first active
 * client by name. Null means there is none: one has to be created.
 */
export function pickActiveClient(
  clients: readonly Client[],
  preferredIds: readonly (string | null)[],
  userId: string,
  caretaker: boolean,
): Client | null {
  const active = clients.filter((client) => client.isActive);
  for (const id of preferredIds) {
    const preferred = id === null ? undefined : active.find((client) => client.id === id);
    if (preferred) return preferred;
  }
  const own = active.find((client) => client.user_id === userId);
  if (own) return own;
  return caretaker ? (sortByName(active)[0] ?? null) : null;
}
