import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from './base64url.ts';
import { decryptText, encryptText, isEncryptedText } from './envelope.ts';
import { TamperedCiphertextError } from './errors.ts';

/** A data key without PBKDF2: these tests are about the envelope, and stay fast. */
function newKey(): Promise<CryptoKey> {
  return globalThis.crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
}

const TITLE = 'journal.title';

/** Flips one bit of one byte in an envelope part (1 = IV, 2 = ciphertext and tag). */
function flipBit(envelope: string, part: 1 | 2, byteIndex: number): string {
  const parts = envelope.split('.');
  const bytes = fromBase64url(parts[part] ?? '');
  if (!bytes) throw new Error('not an envelope');
  const index = byteIndex < 0 ? bytes.length + byteIndex : byteIndex;
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  parts[part] = toBase64url(bytes);
  return parts.join('.');
}

async function expectTampered(promise: Promise<unknown>, reason: TamperedCiphertextError['reason']) {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TamperedCiphertextError);
  expect((error as TamperedCiphertextError).reason).toBe(reason);
}

describe('encryptText and decryptText', () => {
  it.each([
    ['an empty string', ''],
    ['English', 'A calm morning, then a hard meeting.'],
    ['Turkish', 'Bugün içim ışık gibi; İstanbul’da güneşli bir gün, ÇĞÖŞÜ çğöşü ıİ.'],
    ['emoji', '😊😢🫶🏽 👨‍👩‍👧'],
    ['long text', 'ä'.repeat(50_000)],
  ])('round-trips %s', async (_, text) => {
    const key = await newKey();
    const envelope = await encryptText(key, text, TITLE);
    expect(envelope).not.toContain(text || '\u0000');
    expect(await decryptText(key, envelope, TITLE)).toBe(text);
  });

  it('writes eg1.<16-char IV>.<ciphertext plus 16-byte tag>', async () => {
    const envelope = await encryptText(await newKey(), 'hello', TITLE);
    const [version, iv, sealed, ...rest] = envelope.split('.');
    expect(version).toBe('eg1');
    expect(rest).toEqual([]);
    expect(fromBase64url(iv ?? '')).toHaveLength(12);
    // AES-GCM adds nothing but the tag: 5 bytes of text + 16 bytes of tag.
    expect(fromBase64url(sealed ?? '')).toHaveLength(5 + 16);
  });

  it('uses a fresh IV for each of 10,000 encryptions', async () => {
    const key = await newKey();
    const ivs = new Set<string>();
    const envelopes = new Set<string>();
    for (let index = 0; index < 10_000; index += 1) {
      const envelope = await encryptText(key, 'same text every time', TITLE);
      envelopes.add(envelope);
      ivs.add(envelope.split('.')[1] ?? '');
    }
    expect(ivs.size).toBe(10_000);
    expect(envelopes.size).toBe(10_000);
  });

  it('reports a tampered IV', async () => {
    const key = await newKey();
    const envelope = await encryptText(key, 'secret', TITLE);
    await expectTampered(decryptText(key, flipBit(envelope, 1, 0), TITLE), 'authentication-failed');
  });

  it('reports a tampered tag', async () => {
    const key = await newKey();
    const envelope = await encryptText(key, 'secret', TITLE);
    await expectTampered(decryptText(key, flipBit(envelope, 2, -1), TITLE), 'authentication-failed');
  });

  it('reports a tampered ciphertext', async () => {
    const key = await newKey();
    const envelope = await encryptText(key, 'secret', TITLE);
    await expectTampered(decryptText(key, flipBit(envelope, 2, 0), TITLE), 'authentication-failed');
  });

  it('reports a ciphertext cut short or with bytes appended', async () => {
    const key = await newKey();
    const envelope = await encryptText(key, 'secret text', TITLE);
    const [version, iv, sealed] = envelope.split('.');
    const bytes = fromBase64url(sealed ?? '') ?? new Uint8Array();
    const cut = toBase64url(bytes.subarray(1));
    const longer = toBase64url(Uint8Array.from([...bytes, 0]));
    await expectTampered(decryptText(key, `${version}.${iv}.${cut}`, TITLE), 'authentication-failed');
    await expectTampered(decryptText(key, `${version}.${iv}.${longer}`, TITLE), 'authentication-failed');
  });

  it('refuses a version it does not know, even when the rest is intact', async () => {
    const key = await newKey();
    const envelope = await encryptText(key, 'secret', TITLE);
    await expectTampered(decryptText(key, envelope.replace(/^eg1\./, 'eg2.'), TITLE), 'unsupported-version');
  });

  it.each([
    ['plain text', 'just a title'],
    ['missing parts', 'eg1.abc'],
    ['too many parts', 'eg1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.x'],
    ['a short IV', 'eg1.AAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA'],
    ['a ciphertext shorter than the tag', 'eg1.AAAAAAAAAAAAAAAA.AAAA'],
    ['characters outside base64url', 'eg1.AAAAAAAAAAAAAAA+.AAAAAAAAAAAAAAAAAAAAAA'],
  ])('reports %s as malformed', async (_, envelope) => {
    await expectTampered(decryptText(await newKey(), envelope, TITLE), 'malformed');
  });

  it('does not decrypt a title as content (the context is authenticated)', async () => {
    const key = await newKey();
    const envelope = await encryptText(key, 'my title', TITLE);
    await expectTampered(decryptText(key, envelope, 'journal.content'), 'authentication-failed');
  });

  it('does not decrypt with another key', async () => {
    const envelope = await encryptText(await newKey(), 'secret', TITLE);
    await expectTampered(decryptText(await newKey(), envelope, TITLE), 'authentication-failed');
  });

  it('requires a context', async () => {
    await expect(encryptText(await newKey(), 'secret', '')).rejects.toBeInstanceOf(RangeError);
  });
});

describe('isEncryptedText', () => {
  it('recognises envelopes, including future versions and damaged ones', async () => {
    const envelope = await encryptText(await newKey(), 'secret', TITLE);
    expect(isEncryptedText(envelope)).toBe(true);
    expect(isEncryptedText(envelope.replace(/^eg1/, 'eg2'))).toBe(true);
    expect(isEncryptedText('eg1.not-really')).toBe(true);
  });

  it.each(['', 'Dear diary', 'eg1 is a word here', 'egg.shell', 'eg.1.2', 'EG1.x.y'])(
    'treats %j as plain text',
    (value) => {
      expect(isEncryptedText(value)).toBe(false);
    },
  );

  it('is false for values that are not strings', () => {
    expect(isEncryptedText(null)).toBe(false);
    expect(isEncryptedText(42)).toBe(false);
  });
});
