/**
 * Well-known, stable identifiers. They are derived from names (FNV-1a based, formatted as UUID v4) rather
 * than drawn from the seeded stream, so that adding a seed record never shifts the id of a role, a group
 * or an entity definition that the app or a test refers to.
 */
function fnv1a(text: string, basis: number): number {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A deterministic UUID (v4 layout) for `name`: the same name always gives the same id. */
export function stableUuid(name: string): string {
  const hex = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b]
    .map((basis) => fnv1a(name, basis).toString(16).padStart(8, '0'))
    .join('');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The admin role's fixed id (spec section 6: "an admin role is identified by a fixed role id"). */
export const ADMIN_ROLE_ID = stableUuid('role:admin');
/** The ordinary user role every account has (the first role of a user is their user role). */
export const USER_ROLE_ID = stableUuid('role:user');
/** Membership of this group makes a user a referrer (spec section 6). */
export const REFERRER_GROUP_ID = stableUuid('group:referrer');

/** Id of a demo user, by email (stable across seeds). */
export function userIdFor(email: string): string {
  return stableUuid(`user:${email.toLowerCase()}`);
}

/** Id of an entity definition, by entity name. */
export function entityDefIdFor(entityName: string): string {
  return stableUuid(`entityDef:${entityName}`);
}
