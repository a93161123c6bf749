import { PlatformError } from '../errors.ts';

/** What a referral code carries. Valid only with a `userId` or a `campaignCode`. */
export interface ReferralParams {
  /** Discount percentage offered by the referral. */
  discount?: number;
  /** The referring user. */
  userId?: string;
  /** A marketing campaign (free text, e.g. Turkish campaign names). */
  campaignCode?: string;
}

/** The query parameter a referral link carries the code in (`/pricing?ref=...`). */
export const REFERRAL_QUERY_PARAM = 'ref';

// Values may themselves hold commas: escape the separator (and the escape character) inside values.
const escapeValue = (value: string) => value.replace(/%/g, '%25').replace(/,/g, '%2C');
const unescapeValue = (value: string) =>
  value.replace(/%(25|2C)/gi, (_m, hex: string) => (hex === '25' ? '%' : ','));

function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(code: string): string {
  let normalized = code.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(normalized)) throw new Error('not base64');
  normalized = normalized.replace(/=+$/, '');
  if (normalized.length % 4 === 1) throw new Error('not base64');
  const binary = atob(normalized + '='.repeat((4 - (normalized.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function isValid(params: ReferralParams): boolean {
  return Boolean(params.userId) || Boolean(params.campaignCode);
}

function invalid(cause?: unknown): PlatformError {
  return new PlatformError('INVALID_REFERRAL_CODE', { cause });
}

/**
 * Encodes referral parameters as base64 (UTF-8) of `d:{discount},u:{userId},c:{campaignCode}` (absent parts
 * left out). `urlSafe` uses the URL-safe alphabet without padding. Throws "Invalid referral code" when
 * there is neither a userId nor a campaignCode, or the discount is not a finite number.
 */
export function encodeReferralCode(params: ReferralParams, options: { urlSafe?: boolean } = {}): string {
  if (!isValid(params)) throw invalid();
  const parts: string[] = [];
  if (params.discount !== undefined) {
    if (!Number.isFinite(params.discount)) throw invalid();
    parts.push(`d:${String(params.discount)}`);
  }
  if (params.userId) parts.push(`u:${escapeValue(params.userId)}`);
  if (params.campaignCode) parts.push(`c:${escapeValue(params.campaignCode)}`);
  const code = toBase64(parts.join(','));
  return options.urlSafe ? code.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : code;
}

/**
 * Decodes a referral code (standard or URL-safe base64, padding optional). Unknown parts are ignored.
 * Throws a {@link PlatformError} "Invalid referral code" when the code cannot be decoded or carries
 * neither a userId nor a campaignCode.
 */
export function decodeReferralCode(code: string): ReferralParams {
  let text: string;
  try {
    text = fromBase64(code);
  } catch (cause) {
    throw invalid(cause);
  }
  const params: ReferralParams = {};
  for (const part of text.split(',')) {
    const colon = part.indexOf(':');
    if (colon < 1) throw invalid();
    const key = part.slice(0, colon);
    const value = unescapeValue(part.slice(colon + 1));
    if (value === '') continue;
    if (key === 'd') {
      const discount = Number(value);
      if (!Number.isFinite(discount)) throw invalid();
      params.discount = discount;
    } else if (key === 'u') params.userId = value;
    else if (key === 'c') params.campaignCode = value;
  }
  if (!isValid(params)) throw invalid();
  return params;
}

/** Reads the `ref` parameter of a URL or query string; an absent or invalid code is null (never throws). */
export function referralFromUrl(url: string | URL): ReferralParams | null {
  const search =
    url instanceof URL
      ? url.searchParams
      : new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?')) : url);
  const code = search.get(REFERRAL_QUERY_PARAM);
  if (!code) return null;
  try {
    return decodeReferralCode(code);
  } catch {
    return null;
  }
}

/** The referral link: the pricing page with the code in its `ref` query parameter. */
export function referralLink(origin: string, params: ReferralParams, pricingPath = '/pricing'): string {
  const url = new URL(pricingPath, origin);
  url.searchParams.set(REFERRAL_QUERY_PARAM, encodeReferralCode(params, { urlSafe: true }));
  return url.toString();
}

/** Referral parameters as the platform's ops take them: `{ campaignCode, referrerId, discount }` (absent ones left out). */
export function referralWireParams(referral: ReferralParams): Record<string, unknown> {
  const wire: Record<string, unknown> = {};
  if (referral.campaignCode !== undefined) wire.campaignCode = referral.campaignCode;
  if (referral.userId !== undefined) wire.referrerId = referral.userId;
  if (referral.discount !== undefined) wire.discount = referral.discount;
  return wire;
}
