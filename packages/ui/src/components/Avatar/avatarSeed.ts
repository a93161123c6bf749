/**
 * The generated default avatar: everything derives from a hash of the normalised email, so the same
 * person gets the same initials, colour and pattern on every device without storing an image.
 */

/** Backgrounds for white initials; each keeps a WCAG AA contrast ratio of at least 4.5 with white. */
export const avatarPalette = [
  '#4f46e5',
  '#7c3aed',
  '#a21caf',
  '#be185d',
  '#b91c1c',
  '#c2410c',
  '#b45309',
  '#4d7c0f',
  '#15803d',
  '#0f766e',
  '#0e7490',
  '#1d4ed8',
] as const;

/** 32-bit FNV-1a over UTF-16 code units: tiny, fast and well spread for short strings. */
export function hashString(input: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < input.length; index += 1) {
    hash ^= input.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function firstLetter(word: string): string {
  const [letter = ''] = Array.from(word);
  return letter.toUpperCase();
}

/** One or two letters: first and last word of a name, else the parts of the email's local part. */
export function initialsFor(name: string | undefined, email: string | undefined): string {
  const source = name?.trim()
    ? name.trim().split(/\s+/)
    : (email?.trim().split('@')[0] ?? '').split(/[._+-]+/).filter(Boolean);
  if (source.length === 0) return '?';
  const first = firstLetter(source[0] ?? '');
  const last = source.length > 1 ? firstLetter(source[source.length - 1] ?? '') : '';
  return `${first}${last}` || '?';
}

export interface AvatarSeed {
  initials: string;
  background: string;
  /** A 5x5 grid, mirrored left to right, row-major; `true` cells are filled in the identicon. */
  cells: boolean[];
}

export function avatarSeed(email: string | undefined, name?: string): AvatarSeed {
  const key = (email ?? name ?? '').trim().toLowerCase();
  const hash = hashString(key);
  const background = avatarPalette[hash % avatarPalette.length] ?? avatarPalette[0];
  const cells: boolean[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let column = 0; column < 5; column += 1) {
      const mirrored = column < 3 ? column : 4 - column;
      // 15 bits drive the 15 distinct cells; bits above the palette index keep colour and shape apart.
      const bit = 8 + row * 3 + mirrored;
      cells.push(((hash >>> bit) & 1) === 1);
    }
  }
  return { initials: initialsFor(name, email), background, cells };
}
