import type { AuthData, GsbUser, PlatformCore } from '@emotion-guru/platform-sdk';

/** What the session learns from the user's own GsbUser record. */
export interface OwnProfile {
  userId: string;
  name: string;
  email: string;
  pictureUrl: string | undefined;
}

export function toOwnProfile(user: GsbUser): OwnProfile {
  return {
    userId: user.id,
    name: user.name ?? '',
    email: user.email ?? '',
    pictureUrl: user.pictureUrl ?? undefined,
  };
}

/** The session with the profile's fields; an empty field keeps the session's (a missing name stays "User"). */
export function withProfile(auth: AuthData, profile: Partial<OwnProfile>): AuthData {
  const next: AuthData = { ...auth };
  if (profile.userId) next.userId = profile.userId;
  if (profile.name) next.name = profile.name;
  if (profile.email) next.email = profile.email;
  if (profile.pictureUrl) next.pictureUrl = profile.pictureUrl;
  return next;
}

const PROFILE_COLUMNS = ['id', 'name', 'email', 'pictureUrl'];

type EntityApi = Pick<PlatformCore['entity'], 'get' | 'query'>;

/**
 * Reads the signed-in user's own GsbUser record. A refresh answer names no user, so without a userId
 * the record is found as the platform's access rules allow: a non-admin reads exactly one GsbUser, their
 * own. An admin reads every user and cannot be told apart that way: null (the session keeps "User").
 */
export async function findOwnProfile(entity: EntityApi, auth: AuthData): Promise<OwnProfile | null> {
  if (auth.userId) {
    const { entity: user } = await entity.get<GsbUser>({
      entityName: 'GsbUser',
      entityId: auth.userId,
      selectCols: PROFILE_COLUMNS,
    });
    return user ? toOwnProfile(user) : null;
  }
  const { entities } = await entity.query<GsbUser>({
    entityName: 'GsbUser',
    selectCols: PROFILE_COLUMNS,
    count: 2,
  });
  const [only] = entities;
  return entities.length === 1 && only ? toOwnProfile(only) : null;
}
