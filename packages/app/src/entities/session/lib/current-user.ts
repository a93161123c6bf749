import type { AuthData } from '@emotion-guru/platform-sdk';

/** The signed-in user as the app shows it (spec section 3, "Current user"). */
export interface CurrentUser {
  userId: string;
  name: string;
  email: string;
  pictureUrl: string | undefined;
  /** The subscription type (SubscriptionType); free when the platform sends none. */
  subscription: number;
  /** Role ids; the first is the user's role. */
  roles: readonly string[];
  groups: readonly string[];
}

const FREE_TIER = 1;

export function toCurrentUser(auth: AuthData): CurrentUser {
  return {
    userId: auth.userId ?? '',
    name: auth.name || 'User',
    email: auth.email ?? '',
    pictureUrl: auth.pictureUrl,
    subscription: auth.subscription ?? FREE_TIER,
    roles: auth.roles,
    groups: auth.groups,
  };
}

/** The user's own role: the first of their roles. */
export function userRole(user: CurrentUser): string | undefined {
  return user.roles[0];
}

export function hasRole(user: CurrentUser | null, role: string): boolean {
  return user?.roles.includes(role) ?? false;
}
