import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PlatformError,
  decodeReferralCode,
  encodeReferralCode,
  referralFromUrl,
  referralLink,
  type ReferralParams,
} from '../src/index.ts';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('referral codec', () => {
  it('encodes base64 of comma-separated d:, u:, c: parts', () => {
    const code = encodeReferralCode({ discount: 20, userId: 'u-1', campaignCode: 'spring' });
    expect(Buffer.from(code, 'base64').toString('utf8')).toBe('d:20,u:u-1,c:spring');
    expect(encodeReferralCode({ userId: 'u-1' })).toBe(b64('u:u-1'));
  });

  it('decodes codes made elsewhere, ignoring unknown parts', () => {
    expect(decodeReferralCode(b64('d:15,u:42'))).toEqual({ discount: 15, userId: '42' });
    expect(decodeReferralCode(b64('c:launch,x:whatever'))).toEqual({ campaignCode: 'launch' });
  });

  it('is UTF-8 safe for Turkish campaign names', () => {
    const params = { campaignCode: 'Şubat İndirimi ğüçö' };
    const code = encodeReferralCode(params);
    expect(Buffer.from(code, 'base64').toString('utf8')).toBe('c:Şubat İndirimi ğüçö');
    expect(decodeReferralCode(code)).toEqual(params);
  });

  it('accepts URL-safe base64 with or without padding', () => {
    const params = { userId: '???>>>', campaignCode: 'ç' };
    const standard = encodeReferralCode(params);
    const urlSafe = encodeReferralCode(params, { urlSafe: true });
    expect(standard).toMatch(/[+/]/);
    expect(urlSafe).not.toMatch(/[+/=]/);
    expect(decodeReferralCode(urlSafe)).toEqual(params);
    expect(decodeReferralCode(standard)).toEqual(params);
    expect(decodeReferralCode(standard.replace(/=+$/, ''))).toEqual(params);
  });

  it.each([
    ['not base64', '***'],
    ['truncated', 'A'],
    ['no user and no campaign', b64('d:10')],
    ['empty', ''],
    ['a part without key', b64('u1')],
    ['a non-numeric discount', b64('d:ten,u:1')],
    ['invalid UTF-8', Buffer.from([0x63, 0x3a, 0xff, 0xfe]).toString('base64')],
  ])('rejects %s with "Invalid referral code"', (_why, code) => {
    expect(() => decodeReferralCode(code)).toThrow(PlatformError);
    expect(() => decodeReferralCode(code)).toThrow('Invalid referral code');
  });

  it('refuses to encode a code without userId or campaignCode, or with a non-finite discount', () => {
    expect(() => encodeReferralCode({ discount: 10 })).toThrow('Invalid referral code');
    expect(() => encodeReferralCode({ userId: 'u', discount: Number.NaN })).toThrow('Invalid referral code');
  });

  it('reads the ref parameter of a URL; absent or invalid is null', () => {
    const code = encodeReferralCode({ userId: 'u1' }, { urlSafe: true });
    expect(referralFromUrl(new URL(`https://eg.app/pricing?ref=${code}`))).toEqual({ userId: 'u1' });
    expect(referralFromUrl(`/pricing?ref=${code}`)).toEqual({ userId: 'u1' });
    expect(referralFromUrl(`ref=${code}`)).toEqual({ userId: 'u1' });
    expect(referralFromUrl('/pricing?ref=%%%')).toBeNull();
    expect(referralFromUrl('/pricing')).toBeNull();
  });

  it('builds the referral link to the pricing page', () => {
    const link = new URL(referralLink('https://eg.app', { userId: 'u1', discount: 10 }));
    expect(link.pathname).toBe('/pricing');
    expect(decodeReferralCode(link.searchParams.get('ref') ?? '')).toEqual({ userId: 'u1', discount: 10 });
  });

  const text = fc.string({ unit: 'binary', maxLength: 30 });
  const params: fc.Arbitrary<ReferralParams> = fc
    .record(
      {
        discount: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true })),
        userId: text,
        campaignCode: text,
      },
      { requiredKeys: [] },
    )
    .filter((p) => Boolean(p.userId) || Boolean(p.campaignCode));

  const normalized = (p: ReferralParams): ReferralParams => {
    const out: ReferralParams = {};
    if (p.discount !== undefined) out.discount = p.discount === 0 ? 0 : p.discount;
    if (p.userId) out.userId = p.userId;
    if (p.campaignCode) out.campaignCode = p.campaignCode;
    return out;
  };

  it('property: decode(encode(p)) is p, in both alphabets, for any Unicode values', () => {
    fc.assert(
      fc.property(params, fc.boolean(), (p, urlSafe) => {
        expect(decodeReferralCode(encodeReferralCode(p, { urlSafe }))).toEqual(normalized(p));
      }),
      { numRuns: 1000 },
    );
  });

  it('property: decoding never throws anything but "Invalid referral code"', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.base64String(), fc.string({ unit: 'binary' })), (code) => {
        try {
          const decoded = decodeReferralCode(code);
          expect(Boolean(decoded.userId) || Boolean(decoded.campaignCode)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(PlatformError);
          expect((error as PlatformError).code).toBe('INVALID_REFERRAL_CODE');
        }
      }),
      { numRuns: 1000 },
    );
  });
});
