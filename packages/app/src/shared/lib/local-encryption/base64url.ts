/**
 * Base64url without padding (RFC 4648 section 5): the alphabet that survives URLs, JSON and our
 * dot-separated envelope unescaped. Decoding is strict, because every stored byte is authenticated
 * later and a lenient decoder would let two different strings stand for the same bytes.
 */

const ALPHABET = /^[A-Za-z0-9_-]*$/;
/** btoa/atob work on "binary strings"; converting in slices keeps the argument list of fromCharCode small. */
const CHUNK = 0x8000;

export function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Returns undefined for anything that is not the canonical unpadded base64url of some bytes. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!ALPHABET.test(text) || text.length % 4 === 1) return undefined;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  // atob ignores the unused low bits of the last character; re-encoding rejects such aliases.
  return toBase64url(bytes) === text ? bytes : undefined;
}
