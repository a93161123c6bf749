import { fromBase64url, toBase64url } from './base64url.ts';
import { TamperedCiphertextError } from './errors.ts';
import { ENVELOPE_PREFIX, IV_BYTES, TAG_BITS } from './params.ts';

/**
 * Where a piece of text belongs (e.g. 'journal.title'). It is authenticated with the text, so a title
 * moved into the content field, or into another app's field, fails to decrypt instead of showing.
 */
export type EncryptionContext = string;

/** Any version's marker: texts in a future format are still recognised as encrypted, never shown raw. */
const ENVELOPE_SHAPE = /^eg[0-9]+\.\S*$/;

/** Whether a stored value is an envelope rather than plain text. */
export function isEncryptedText(value: unknown): value is string {
  return typeof value === 'string' && ENVELOPE_SHAPE.test(value);
}

function additionalData(context: EncryptionContext): Uint8Array<ArrayBuffer> {
  if (context.length === 0) throw new RangeError('An encryption context is required.');
  // The version is authenticated too: a v1 ciphertext can never be read under another version's rules.
  return new TextEncoder().encode(`${ENVELOPE_PREFIX}:${context}`);
}

function gcm(iv: Uint8Array<ArrayBuffer>, context: EncryptionContext): AesGcmParams {
  return { name: 'AES-GCM', iv, tagLength: TAG_BITS, additionalData: additionalData(context) };
}

/** Encrypts with a fresh random 96-bit IV on every call: `eg1.<iv>.<ciphertext and tag>`. */
export async function encryptText(
  dataKey: CryptoKey,
  plaintext: string,
  context: EncryptionContext,
): Promise<string> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await globalThis.crypto.subtle.encrypt(
    gcm(iv, context),
    dataKey,
    new TextEncoder().encode(plaintext),
  );
  return `${ENVELOPE_PREFIX}.${toBase64url(iv)}.${toBase64url(new Uint8Array(sealed))}`;
}

function parseEnvelope(envelope: string): { iv: Uint8Array<ArrayBuffer>; sealed: Uint8Array<ArrayBuffer> } {
  const parts = envelope.split('.');
  if (parts[0] !== ENVELOPE_PREFIX) {
    throw new TamperedCiphertextError(isEncryptedText(envelope) ? 'unsupported-version' : 'malformed');
  }
  if (parts.length !== 3) throw new TamperedCiphertextError('malformed');
  const iv = fromBase64url(parts[1] ?? '');
  const sealed = fromBase64url(parts[2] ?? '');
  if (!iv || iv.length !== IV_BYTES || !sealed || sealed.length < TAG_BITS / 8) {
    throw new TamperedCiphertextError('malformed');
  }
  return { iv, sealed };
}

/**
 * Decrypts an envelope made by encryptText with the same key and context. Anything else (a changed IV,
 * tag or ciphertext, another key, another context, a malformed string) throws TamperedCiphertextError.
 */
export async function decryptText(
  dataKey: CryptoKey,
  envelope: string,
  context: EncryptionContext,
): Promise<string> {
  const { iv, sealed } = parseEnvelope(envelope);
  let plain: ArrayBuffer;
  try {
    plain = await globalThis.crypto.subtle.decrypt(gcm(iv, context), dataKey, sealed);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'OperationError') {
      throw new TamperedCiphertextError('authentication-failed');
    }
    throw error;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    // Authenticated bytes that are not UTF-8 were never produced by encryptText.
    throw new TamperedCiphertextError('malformed');
  }
}
