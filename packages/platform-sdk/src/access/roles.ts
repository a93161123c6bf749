/** The user's role is the first role of the login answer. */
export function userRole(roles: readonly string[] | null | undefined): string | null {
  return roles?.[0] ?? null;
}

/** Role membership (role ids from the login answer). */
export function hasRole(roles: readonly string[] | null | undefined, roleId: string): boolean {
  return roles?.includes(roleId) ?? false;
}

/** Admins are identified by one fixed role id, which the app configures. */
export function isAdmin(roles: readonly string[] | null | undefined, adminRoleId: string): boolean {
  return hasRole(roles, adminRoleId);
}

/** Referrers are members of one specific group. */
export function isReferrer(groups: readonly string[] | null | undefined, referrerGroupId: string): boolean {
  return groups?.includes(referrerGroupId) ?? false;
}
