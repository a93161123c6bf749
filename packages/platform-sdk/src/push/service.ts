import type { AuthService } from '../auth/service.ts';
import type { EntityService } from '../entity/service.ts';
import { PushPlatform } from '../enums.ts';
import { PlatformError } from '../errors.ts';
import type { GsbPushSubscription } from '../types/entities.ts';
import type { PlatformCore } from '../core.ts';

/** The entity holding push subscriptions. */
export const PUSH_ENTITY = 'GsbPushSubscription';
/** A push token older than this is replaced (spec section 9). */
export const PUSH_TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
export const MAX_USER_AGENT_LENGTH = 255;

/** The push operations (their names are shared with the app's logs and the emulator). */
export const PushOperation = {
  SubscribePush: 'SUBSCRIBE_PUSH',
  UnsubscribeInvalidTokens: 'UNSUBSCRIBE_INVALID_TOKENS',
  UpdateCanonicalTokens: 'UPDATE_CANONICAL_TOKENS',
} as const;
export type PushOperation = (typeof PushOperation)[keyof typeof PushOperation];

/** Keys a push provider configuration must contain. */
export const REQUIRED_PUSH_CONFIG_KEYS = ['projectId', 'apiKey', 'appId', 'messagingSenderId'] as const;
export type PushProviderConfig = Record<(typeof REQUIRED_PUSH_CONFIG_KEYS)[number], string> &
  Record<string, unknown>;

/** The browser push subscription options a token was made with; a change means a new token. */
export interface PushSubscriptionOptions {
  auth?: string;
  p256dh?: string;
  endpoint?: string;
  swScope?: string;
  vapidKey?: string;
}

/** What the app keeps locally about its token (spec section 3, "Stored push token record"). */
export interface StoredPushToken {
  token: string;
  /** Epoch milliseconds. */
  createTime: number;
  options: PushSubscriptionOptions;
}

/** What `push.subscribe` saves (SUBSCRIBE_PUSH). */
export interface PushSubscribePayload {
  /** Must be the signed-in user. */
  userId: string;
  fcmToken: string;
  platform: PushPlatform;
  endpoint?: string;
  keys?: { auth?: string; p256dh?: string };
  userAgent?: string;
}

/** Throws "Push provider config is missing {key}" for the first required key that is absent or empty. */
export function validatePushConfig(
  config: Partial<Record<string, unknown>> | null | undefined,
): PushProviderConfig {
  for (const key of REQUIRED_PUSH_CONFIG_KEYS) {
    const value = config?.[key];
    if (typeof value !== 'string' || value === '')
      throw new PlatformError('PUSH_CONFIG_MISSING', { params: { key } });
  }
  return config as PushProviderConfig;
}

/** True when a stored token must be replaced: older than 7 days, or made with other subscription options. */
export function pushTokenNeedsRefresh(
  stored: StoredPushToken,
  current: PushSubscriptionOptions,
  now: number,
): boolean {
  if (now - stored.createTime >= PUSH_TOKEN_MAX_AGE_MS) return true;
  const keys: (keyof PushSubscriptionOptions)[] = ['auth', 'p256dh', 'endpoint', 'swScope', 'vapidKey'];
  return keys.some((key) => (stored.options[key] ?? '') !== (current[key] ?? ''));
}

/** The web endpoint: the push provider's URL containing the token. */
export function webPushEndpoint(token: string): string {
  return `https://fcm.googleapis.com/fcm/send/${encodeURIComponent(token)}`;
}

/** The native endpoint: the native push relay's URL with platform and token. */
export function nativePushEndpoint(relayBaseUrl: string, platform: PushPlatform, token: string): string {
  const name = platform === PushPlatform.Ios ? 'ios' : 'android';
  return `${relayBaseUrl.replace(/\/+$/, '')}/${name}/${encodeURIComponent(token)}`;
}

/**
 * GsbPushSubscription records through the entity service: subscribe (save), look up by `fcmToken`
 * (eq or in, selecting id and fcmToken), unsubscribe invalid tokens (delete), update canonical tokens
 * (saveMulti), and replace a stale token.
 */
export class PushService {
  constructor(
    private readonly entity: EntityService,
    private readonly auth: AuthService,
    private readonly now: () => number,
  ) {}

  /**
   * SUBSCRIBE_PUSH: saves the subscription for the signed-in user (reusing the record of the same token).
   * The payload's user must be the signed-in user.
   */
  async subscribe(payload: PushSubscribePayload): Promise<GsbPushSubscription> {
    const current = this.auth.current;
    if (!current?.userId) throw new PlatformError('PUSH_NO_CURRENT_USER');
    if (payload.userId !== current.userId) throw new PlatformError('PUSH_USER_MISMATCH');
    const [existing] = await this.findByTokens([payload.fcmToken]);
    const record: Omit<GsbPushSubscription, 'id'> & { id?: string } = {
      user_id: payload.userId,
      fcmToken: payload.fcmToken,
      endpoint: payload.endpoint ?? webPushEndpoint(payload.fcmToken),
      keysStr: JSON.stringify(payload.keys ?? {}),
      userAgent: (payload.userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH),
      platform: payload.platform,
    };
    if (existing) record.id = existing.id;
    const { entity } = await this.entity.save({ entityName: PUSH_ENTITY, entity: record });
    return entity;
  }

  /** Records of the given tokens (`fcmToken` eq for one, in for several), with id and fcmToken only. */
  async findByTokens(tokens: readonly string[]): Promise<Pick<GsbPushSubscription, 'id' | 'fcmToken'>[]> {
    if (tokens.length === 0) return [];
    const [single] = tokens;
    const filter =
      tokens.length === 1 && single !== undefined
        ? { field: 'fcmToken', op: 'eq' as const, value: single }
        : { field: 'fcmToken', op: 'in' as const, value: [...tokens] };
    const { entities } = await this.entity.query<GsbPushSubscription>({
      entityName: PUSH_ENTITY,
      filters: [filter],
      selectCols: ['id', 'fcmToken'],
      count: Math.max(10, tokens.length * 4),
    });
    return entities;
  }

  /** UNSUBSCRIBE_INVALID_TOKENS: deletes the records of tokens the provider rejected; answers how many. */
  async unsubscribeInvalidTokens(tokens: readonly string[]): Promise<number> {
    const records = await this.findByTokens(tokens);
    const results = await Promise.all(
      records.map((r) => this.entity.delete({ entityName: PUSH_ENTITY, entityId: r.id })),
    );
    return results.reduce((sum, r) => sum + (r.deleteCount || 0), 0);
  }

  /** UPDATE_CANONICAL_TOKENS: rewrites old tokens to the provider's canonical ones in one bulk save. */
  async updateCanonicalTokens(pairs: readonly { oldToken: string; newToken: string }[]): Promise<number> {
    const byOld = new Map(pairs.map((p) => [p.oldToken, p.newToken]));
    const records = await this.findByTokens([...byOld.keys()]);
    const updated = records.flatMap((r) => {
      const fcmToken = byOld.get(r.fcmToken);
      return fcmToken === undefined ? [] : [{ id: r.id, fcmToken, endpoint: webPushEndpoint(fcmToken) }];
    });
    if (updated.length === 0) return 0;
    const answer = await this.entity.saveMulti({ entityName: PUSH_ENTITY, entities: updated });
    return answer.affectedRowCount;
  }

  /**
   * Keeps the platform's record in step with the browser's token. When there is no stored token, the
   * token changed, it is older than 7 days, or its options changed, the old record is deleted and a new
   * one made. Answers the token record to store locally and whether it was replaced.
   */
  async ensureFresh(
    stored: StoredPushToken | null,
    fresh: { token: string; options: PushSubscriptionOptions },
    payload: Omit<PushSubscribePayload, 'fcmToken'>,
  ): Promise<{ replaced: boolean; stored: StoredPushToken }> {
    const now = this.now();
    if (stored && stored.token === fresh.token && !pushTokenNeedsRefresh(stored, fresh.options, now)) {
      return { replaced: false, stored };
    }
    if (stored) await this.unsubscribeInvalidTokens([stored.token]);
    await this.subscribe({ ...payload, fcmToken: fresh.token });
    return { replaced: true, stored: { token: fresh.token, createTime: now, options: { ...fresh.options } } };
  }
}

/** This device's push subscriptions (GsbPushSubscription records): subscribe, look up, unsubscribe. */
export const pushService = (core: PlatformCore): PushService =>
  new PushService(core.entity, core.auth, core.now);
