/**
 * Salted PBKDF2-SHA-256 password hashes through Web Crypto (`globalThis.crypto.subtle`), so the same
 * code runs in the browser worker and in Node.
 *
 * The iteration count is deliberately modest: the emulator hashes every demo password at seed time and
 * tests log in hundreds of times, and a production count (600 000, OWASP 2023) would add seconds to every
 * run. It is an emulator, not a vault; the algorithm and the salting are the real thing.
 */
export const PBKDF2_ITERATIONS = 2_000;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A fresh random salt (16 bytes, base64). */
export function newSalt(): string {
  return toBase64(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}

/** An opaque, unguessable token (URL-safe). Sessions use Web Crypto, not the seeded stream, so signing in never shifts seeded ids. */
export function newToken(bytes = 32): string {
  return toBase64(globalThis.crypto.getRandomValues(new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export async function hashPassword(
  password: string,
  salt: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new TextEncoder().encode(salt), iterations },
    key,
    256,
  );
  return toBase64(new Uint8Array(bits));
}

/** Compares in constant time (no early exit), as a real server must. */
export function sameHash(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

export async function verifyPassword(
  password: string,
  credential: { salt: string; hash: string; iterations: number },
): Promise<boolean> {
  return sameHash(await hashPassword(password, credential.salt, credential.iterations), credential.hash);
}
