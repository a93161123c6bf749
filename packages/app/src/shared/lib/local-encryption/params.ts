/** Fixed parameters of format version 1 (FORMAT.md). Changing any of them needs a new version. */

/** OWASP's 2023 recommendation for PBKDF2-HMAC-SHA256. */
export const PBKDF2_ITERATIONS = 600_000;
/**
 * Records claiming more are refused: the count comes from the platform, and an absurd one would freeze
 * the tab. Leaves room to raise the default later without a new format version.
 */
export const MAX_PBKDF2_ITERATIONS = 10_000_000;
export const SALT_BYTES = 16;
export const DATA_KEY_BITS = 256;
/** RFC 3394 adds one 64-bit block to the 256-bit key. */
export const WRAPPED_KEY_BYTES = DATA_KEY_BITS / 8 + 8;
/** 96 bits: the IV length for which GCM needs no extra hashing (NIST SP 800-38D). */
export const IV_BYTES = 12;
export const TAG_BITS = 128;
export const ENVELOPE_PREFIX = 'eg1';
