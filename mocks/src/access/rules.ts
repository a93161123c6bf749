/**
 * Who may read and write what, inside one tenant (tenants are separate stores; see db/tenant.ts). The
 * per-entity policies live next to the schema, in db/entity-rules.ts; this module applies them.
 *
 * - An admin (the fixed admin role) reads and writes everything in the tenant.
 * - Signed out, only `public` entities, published articles and public files are readable, and the only write is a create
 *   of a `signedOutCreate` entity (the contact and mailing-list forms).
 * - Otherwise the entity's read policy decides who reads a record, and its write policy who creates and
 *   changes one.
 */
import { rulesOf, type Lookup } from '../db/entity-rules.ts';
import type { Row } from '../query/types.ts';

export interface Actor {
  tenantCode: string;
  /** Undefined when the call carries no (valid) bearer token. */
  userId: string | undefined;
  isAdmin: boolean;
}

function clientVisible(actor: Actor, client: Row | undefined): boolean {
  if (client === undefined || actor.userId === undefined) return false;
  return (
    client.createdBy_id === actor.userId ||
    client.caretaker_id === actor.userId ||
    client.user_id === actor.userId
  );
}

export function canRead(actor: Actor, entityName: string, row: Row, lookup: Lookup): boolean {
  const { read } = rulesOf(entityName);
  if (
    read === 'public' ||
    (read === 'publicFlag' && row.isPublic === true) ||
    (read === 'published' && row.isPublished === true)
  )
    return true;
  if (actor.userId === undefined) return false;
  if (actor.isAdmin) return true;
  if (typeof read === 'function') return read(actor, row, lookup);
  const me = actor.userId;
  switch (read) {
    case 'published':
      return false;
    case 'signedIn':
      return true;
    case 'self':
      return row.id === me;
    case 'client':
      return clientVisible(actor, row);
    case 'viaClient': {
      if (row.createdBy_id === me) return true;
      const clientId = row.client_id;
      return typeof clientId === 'string' && clientVisible(actor, lookup('VegClient', clientId));
    }
    case 'userOwned':
      return row.user_id === me || row.createdBy_id === me;
    default:
      return row.createdBy_id === me;
  }
}

/** Why a write is refused, or undefined when it is allowed. `existing` is undefined for a create. */
export function writeRefusal(
  actor: Actor,
  entityName: string,
  existing: Row | undefined,
  lookup: Lookup,
): 'unauthenticated' | 'forbidden' | undefined {
  const rules = rulesOf(entityName);
  if (actor.userId === undefined)
    return rules.signedOutCreate === true && existing === undefined ? undefined : 'unauthenticated';
  if (actor.isAdmin) return undefined;
  switch (rules.write) {
    case 'admin':
      return 'forbidden';
    case 'self':
      return existing !== undefined && existing.id === actor.userId ? undefined : 'forbidden';
    case 'creator':
      return existing === undefined || existing.createdBy_id === actor.userId ? undefined : 'forbidden';
    default:
      if (existing === undefined) return undefined;
      return canRead(actor, entityName, existing, lookup) ? undefined : 'forbidden';
  }
}
