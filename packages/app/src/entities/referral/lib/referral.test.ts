import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeReferralCode, encodeReferralCode, REFERRAL_QUERY_PARAM } from '@emotion-guru/platform-sdk';
import { describe, expect, it, vi } from 'vitest';
import {
  capturePendingReferral,
  PENDING_REFERRAL_KEY,
  captureReferral,
  REFERRAL_STORAGE_KEY,
  referralCodeIn,
  referralDiscountPercent,
  referralLink,
  storedReferral,
} from './referral.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
    removeItem: (key: string) => {
      values.delete(key);
    },
    values,
  };
}

describe('captureReferral', () => {
  it('decodes ?ref= with the SDK codec and stores it under referral_params', () => {
    const storage = memoryStorage();
    const code = encodeReferralCode(
      { discount: 20, userId: 'u-1', campaignCode: 'Yaz, 2026' },
      { urlSafe: true },
    );
    const log = vi.fn();
    const params = captureReferral(`?ref=${code}&plan=pro`, storage, log);
    expect(params).toEqual({ discount: 20, userId: 'u-1', campaignCode: 'Yaz, 2026' });
    expect(JSON.parse(storage.values.get(REFERRAL_STORAGE_KEY) ?? '')).toEqual(params);
    expect(log).not.toHaveBeenCalled();
  });

  it('ignores an undecodable code: logged, nothing stored, no throw', () => {
    const storage = memoryStorage();
    const log = vi.fn();
    expect(captureReferral('?ref=%%%not-a-code', storage, log)).toBeNull();
    expect(captureReferral(`?ref=${btoa('d:10')}`, storage, log)).toBeNull();
    expect(storage.values.has(REFERRAL_STORAGE_KEY)).toBe(false);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]?.[0]).toBe('Failed to decode referral params');
  });

  it('keeps an earlier valid referral when a later code is invalid, and returns it without a code', () => {
    const storage = memoryStorage();
    captureReferral(`?ref=${encodeReferralCode({ userId: 'u-2', discount: 15 })}`, storage, vi.fn());
    expect(captureReferral('?ref=bad!', storage, vi.fn())).toEqual({ userId: 'u-2', discount: 15 });
    expect(captureReferral('', storage, vi.fn())).toEqual({ userId: 'u-2', discount: 15 });
  });
});

describe('storedReferral', () => {
  it('reads only a well-formed referral', () => {
    expect(storedReferral(memoryStorage())).toBeNull();
    expect(storedReferral(memoryStorage({ [REFERRAL_STORAGE_KEY]: '{oops' }))).toBeNull();
    expect(storedReferral(memoryStorage({ [REFERRAL_STORAGE_KEY]: '{"discount":10}' }))).toBeNull();
    expect(storedReferral(memoryStorage({ [REFERRAL_STORAGE_KEY]: '{"userId":5}' }))).toBeNull();
    expect(storedReferral(memoryStorage({ [REFERRAL_STORAGE_KEY]: '{"campaignCode":"c"}' }))).toEqual({
      campaignCode: 'c',
    });
  });
});

describe('referralDiscountPercent', () => {
  it('is the whole percent, 0 without a discount, at most 100', () => {
    expect(referralDiscountPercent(null)).toBe(0);
    expect(referralDiscountPercent({ userId: 'u' })).toBe(0);
    expect(referralDiscountPercent({ userId: 'u', discount: -5 })).toBe(0);
    expect(referralDiscountPercent({ userId: 'u', discount: 12.6 })).toBe(13);
    expect(referralDiscountPercent({ userId: 'u', discount: 250 })).toBe(100);
  });
});

describe('referralCodeIn', () => {
  it('gives a code that decodes with what it says, else null', () => {
    const code = encodeReferralCode(
      { userId: 'u-1', campaignCode: 'FRIENDS20', discount: 20 },
      { urlSafe: true },
    );
    expect(referralCodeIn(`?plan=pro&ref=${code}`)).toEqual({
      code,
      referral: { userId: 'u-1', campaignCode: 'FRIENDS20', discount: 20 },
    });
    expect(referralCodeIn('?plan=pro')).toBeNull();
    expect(referralCodeIn('?ref=%%%not-a-code')).toBeNull();
  });
});

describe('referralLink', () => {
  it('is the pricing page of the origin with a URL-safe code of the user and program', () => {
    const link = new URL(
      referralLink('http://localhost:4173', { userId: 'u+/1', campaignCode: 'FRIENDS20', discount: 20 }),
    );
    expect(link.origin + link.pathname).toBe('http://localhost:4173/pricing');
    const code = link.searchParams.get('ref') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeReferralCode(code)).toEqual({ userId: 'u+/1', campaignCode: 'FRIENDS20', discount: 20 });
  });
});

describe('capturePendingReferral', () => {
  it('takes the code index.html kept once: stored as referral_params, and returned for its visit', () => {
    const code = encodeReferralCode(
      { discount: 20, userId: 'u-1', campaignCode: 'spring' },
      { urlSafe: true },
    );
    const session = memoryStorage({ [PENDING_REFERRAL_KEY]: code });
    const storage = memoryStorage();
    expect(capturePendingReferral(session, storage)).toEqual({
      code,
      referral: { discount: 20, userId: 'u-1', campaignCode: 'spring' },
    });
    expect(storedReferral(storage)).toEqual({ discount: 20, userId: 'u-1', campaignCode: 'spring' });
    expect(session.values.has(PENDING_REFERRAL_KEY)).toBe(false);
    expect(capturePendingReferral(session, storage)).toBeNull();
  });

  it('ignores a kept code that does not decode, keeping what was stored', () => {
    const session = memoryStorage({ [PENDING_REFERRAL_KEY]: 'not-a-code' });
    const storage = memoryStorage({ [REFERRAL_STORAGE_KEY]: '{"campaignCode":"earlier"}' });
    const log = vi.fn();
    expect(capturePendingReferral(session, storage, log)).toBeNull();
    expect(log).toHaveBeenCalledWith('Failed to decode referral params', expect.anything());
    expect(storedReferral(storage)).toEqual({ campaignCode: 'earlier' });
    expect(session.values.has(PENDING_REFERRAL_KEY)).toBe(false);
  });

  it('is the key index.html’s inline script keeps the code under, from ?ref=', () => {
    const html = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'index.html'), 'utf8');
    expect(html).toContain(`sessionStorage.setItem('${PENDING_REFERRAL_KEY}', ref)`);
    expect(html).toContain(`new URLSearchParams(location.search).get('${REFERRAL_QUERY_PARAM}')`);
  });
});
