import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from './base64url.ts';

const ascii = (text: string) => new TextEncoder().encode(text);

describe('base64url', () => {
  it.each([
    ['', ''],
    ['f', 'Zg'],
    ['fo', 'Zm8'],
    ['foo', 'Zm9v'],
    ['foobar', 'Zm9vYmFy'],
  ])('encodes the RFC 4648 vector %j as %j, without padding', (text, encoded) => {
    expect(toBase64url(ascii(text))).toBe(encoded);
    expect(fromBase64url(encoded)).toEqual(ascii(text));
  });

  it('uses - and _ where base64 uses + and /', () => {
    expect(toBase64url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
    expect(fromBase64url('-_-_')).toEqual(new Uint8Array([0xfb, 0xff, 0xbf]));
  });

  it('round-trips every byte value and lengths that leave each remainder', () => {
    const all = Uint8Array.from({ length: 256 }, (_, index) => index);
    for (let length = 0; length <= all.length; length += 1) {
      const bytes = all.subarray(0, length);
      expect(fromBase64url(toBase64url(bytes))).toEqual(bytes);
    }
  });

  it('round-trips more bytes than one conversion slice holds', () => {
    const big = Uint8Array.from({ length: 100_000 }, (_, index) => (index * 31 + 7) % 256);
    expect(fromBase64url(toBase64url(big))).toEqual(big);
  });

  it.each([
    ['padding', 'Zg=='],
    ['standard alphabet', '+/+/'],
    ['whitespace', 'Zm9v YmFy'],
    ['an impossible length', 'Zm9vY'],
    ['unused bits set (an alias of "Zg")', 'Zh'],
  ])('rejects %s', (_, text) => {
    expect(fromBase64url(text)).toBeUndefined();
  });
});
