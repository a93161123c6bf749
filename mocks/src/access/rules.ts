/**
 * Who may read and write what, inside one tenant (tenants are separate stores; see db/tenant.ts).
 *
 * - An admin (the fixed admin role) reads and writes everything in the tenant.
 * - Blog posts, blog categories, tags, sales packs and their payment options are public to read, even
 *   signed out; only admins write them (anyone signed in may add a tag).
 * - A user reads what they created. A caretaker also reads clients whose caretaker_id is theirs and
 *   those clients' journals; a user also reads the client record whose user_id is theirs.
 * - A user reads only their own GsbUser record; roles and groups are readable by any signed-in user.
 * - Subscription plans, payments and push subscriptions belong to their user_id; plans and payments
 *   change only through subscriptionOps (a user cannot grant themself a tier by saving a record).
 * - Signed out, the only write is a GsbContactForm (the public contact and mailing-list forms).
 */
import type { Row } from '../query/types.ts';

export interface Actor {
  tenantCode: string;
  /** Undefined when the call carries no (valid) bearer token. */
  userId: string | undefined;
  isAdmin: boolean;
}

type Lookup = (entityName: string, id: string) => Row | undefined;

export const PUBLIC_READ: ReadonlySet<string> = new Set([
  'GsbBlog',
  'GsbBlogCategory',
  'GsbTag',
  'GsbPrtSalesPack',
  'GsbPaymentOption',
]);
const SIGNED_IN_READ: ReadonlySet<string> = new Set([
  'GsbRole',
  'GsbGroup',
  'GsbCodeGenerator',
  'GsbEntityDef',
  'GsbProperty',
  'GsbEnum',
  'GsbEnumValue',
  'GsbFunction',
]);
const USER_OWNED: ReadonlySet<string> = new Set(['GsbSubscriptionPlan', 'GsbPayment', 'GsbPushSubscription']);
/** Written only by the server (workflows) or an admin. */
const SERVER_WRITTEN: ReadonlySet<string> = new Set([
  'GsbSubscriptionPlan',
  'GsbPayment',
  'GsbRole',
  'GsbGroup',
  'GsbCodeGenerator',
  'GsbEntityDef',
  'GsbProperty',
  'GsbEnum',
  'GsbEnumValue',
  'GsbFunction',
]);

function clientVisible(actor: Actor, client: Row | undefined): boolean {
  if (client === undefined || actor.userId === undefined) return false;
  return (
    client.createdBy_id === actor.userId ||
    client.caretaker_id === actor.userId ||
    client.user_id === actor.userId
  );
}

export function canRead(actor: Actor, entityName: string, row: Row, lookup: Lookup): boolean {
  if (PUBLIC_READ.has(entityName)) return true;
  if (entityName === 'GsbFile' && row.isPublic === true) return true;
  if (actor.userId === undefined) return false;
  if (actor.isAdmin) return true;
  if (SIGNED_IN_READ.has(entityName)) return true;
  const me = actor.userId;
  switch (entityName) {
    case 'GsbUser':
      return row.id === me;
    case 'VegClient':
      return clientVisible(actor, row);
    case 'VegJournal': {
      if (row.createdBy_id === me) return true;
      const clientId = row.client_id;
      return typeof clientId === 'string' && clientVisible(actor, lookup('VegClient', clientId));
    }
    case 'GsbFile':
      return row.isPublic === true || row.createdBy_id === me;
    default:
      if (USER_OWNED.has(entityName) && row.user_id === me) return true;
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
  if (actor.userId === undefined) {
    return entityName === 'GsbContactForm' && existing === undefined ? undefined : 'unauthenticated';
  }
  if (actor.isAdmin) return undefined;
  if (SERVER_WRITTEN.has(entityName)) return 'forbidden';
  if (PUBLIC_READ.has(entityName)) {
    if (entityName === 'GsbTag' && existing === undefined) return undefined;
    return existing !== undefined && existing.createdBy_id === actor.userId && entityName === 'GsbTag'
      ? undefined
      : 'forbidden';
  }
  if (entityName === 'GsbUser')
    return existing !== undefined && existing.id === actor.userId ? undefined : 'forbidden';
  if (existing === undefined) return undefined;
  return canRead(actor, entityName, existing, lookup) ? undefined : 'forbidden';
}

/** Fields a non-admin may never set on their own GsbUser record (tier, roles and identity). */
export const PROTECTED_USER_FIELDS: ReadonlySet<string> = new Set([
  'email',
  'subscriptionType',
  'roles',
  'groups',
]);
