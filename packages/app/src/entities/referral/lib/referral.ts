import {
  decodeReferralCode,
  encodeReferralCode,
  REFERRAL_QUERY_PARAM,
  type ReferralParams,
} from '@emotion-guru/platform-sdk';

/** Where the visitor's referral data is kept between the pricing page and checkout (spec: `referral_params`). */
export const REFERRAL_STORAGE_KEY = 'referral_params';

/** The code whose visit this device has recorded (one visit per code per device). */
export const VISIT_RECORDED_KEY = 'referral_visit_recorded';
/** Set once this device has recorded the sign-up of the stored referral (the user id that signed up). */
export const SIGN_UP_RECORDED_KEY = 'referral_signup_recorded';
/**
 * Session storage: a `?ref=` code kept by index.html's inline script the moment a page opens, before the
 * app starts. A visitor may follow a link on the prerendered page first; the sign-in and pricing pages take
 * it (usePendingReferral).
 */
export const PENDING_REFERRAL_KEY = 'eg_referral_pending';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;
type SessionStorage = Pick<Storage, 'getItem' | 'removeItem'>;
type Logger = (message: string, cause: unknown) => void;

const isReferral = (value: unknown): value is ReferralParams => {
  if (typeof value !== 'object' || value === null) return false;
  const { discount, userId, campaignCode } = value as Record<string, unknown>;
  if (discount !== undefined && (typeof discount !== 'number' || !Number.isFinite(discount))) return false;
  if (userId !== undefined && typeof userId !== 'string') return false;
  if (campaignCode !== undefined && typeof campaignCode !== 'string') return false;
  return Boolean(userId) || Boolean(campaignCode);
};

/** The referral data stored on this device, or null (nothing stored, or not a referral). */
export function storedReferral(storage: KeyValueStorage): ReferralParams | null {
  const raw = storage.getItem(REFERRAL_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isReferral(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Reads `?ref=` of a query string: a decodable code is stored under `referral_params` and returned; an
 * undecodable one is logged as "Failed to decode referral params" and ignored (what was stored before
 * stays). Without a code, the stored referral (if any) is returned.
 */
export function captureReferral(
  search: string,
  storage: KeyValueStorage,
  log: Logger = (message, cause) => {
    console.warn(message, cause);
  },
): ReferralParams | null {
  const code = new URLSearchParams(search).get(REFERRAL_QUERY_PARAM);
  if (code) {
    try {
      const params = decodeReferralCode(code);
      storage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(params));
      return params;
    } catch (cause) {
      log('Failed to decode referral params', cause);
    }
  }
  return storedReferral(storage);
}

/** The discount a referral gives, in whole percent between 1 and 100, or 0 when it gives none. */
export function referralDiscountPercent(referral: ReferralParams | null): number {
  const discount = referral?.discount ?? 0;
  return discount > 0 ? Math.min(100, Math.round(discount)) : 0;
}

/** A `?ref=` code of a query string that decodes, with what it says; null without one or when it does not. */
export function referralCodeIn(search: string): { code: string; referral: ReferralParams } | null {
  const code = new URLSearchParams(search).get(REFERRAL_QUERY_PARAM);
  if (!code) return null;
  try {
    return { code, referral: decodeReferralCode(code) };
  } catch {
    return null;
  }
}

/** A referrer's link: the pricing page of `origin` with their code (user id, campaign and discount). */
export function referralLink(
  origin: string,
  { userId, campaignCode, discount }: { userId: string; campaignCode: string; discount: number },
): string {
  const code = encodeReferralCode({ userId, campaignCode, discount }, { urlSafe: true });
  const url = new URL('/pricing', origin);
  url.searchParams.set(REFERRAL_QUERY_PARAM, code);
  return url.toString();
}

/**
 * The code index.html kept when the page opened (PENDING_REFERRAL_KEY), taken once: captured as a `?ref=`
 * would be (stored when it decodes, logged and ignored when not), and returned with what it says for the
 * visit to be recorded; null without one or when it does not decode.
 */
export function capturePendingReferral(
  session: SessionStorage,
  storage: KeyValueStorage,
  log?: Logger,
): { code: string; referral: ReferralParams } | null {
  const code = session.getItem(PENDING_REFERRAL_KEY);
  if (!code) return null;
  session.removeItem(PENDING_REFERRAL_KEY);
  const search = `?${new URLSearchParams({ [REFERRAL_QUERY_PARAM]: code }).toString()}`;
  captureReferral(search, storage, log);
  return referralCodeIn(search);
}
