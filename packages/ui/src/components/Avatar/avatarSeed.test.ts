import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../tokens/contrast.ts';
import { avatarPalette, avatarSeed, hashString, initialsFor } from './avatarSeed.ts';

describe('avatarSeed', () => {
  it('is deterministic and ignores case and surrounding spaces in the email', () => {
    const a = avatarSeed('Ada.Lovelace@example.com');
    const b = avatarSeed('  ada.lovelace@EXAMPLE.com ');
    expect(a.background).toBe(b.background);
    expect(a.cells).toEqual(b.cells);
    expect(a.initials).toBe('AL');
  });

  it('spreads different emails over the palette', () => {
    const colours = new Set(
      Array.from({ length: 60 }, (_, index) => avatarSeed(`person${index}@example.com`).background),
    );
    expect(colours.size).toBeGreaterThanOrEqual(8);
  });

  it('draws a left-right symmetric 5x5 identicon', () => {
    const { cells } = avatarSeed('grace@example.com');
    expect(cells).toHaveLength(25);
    for (let row = 0; row < 5; row += 1) {
      expect(cells[row * 5]).toBe(cells[row * 5 + 4]);
      expect(cells[row * 5 + 1]).toBe(cells[row * 5 + 3]);
    }
  });

  it('keeps white initials readable (WCAG AA) on every palette colour', () => {
    for (const colour of avatarPalette) {
      expect(contrastRatio(colour, '#ffffff'), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('hashes with 32-bit FNV-1a', () => {
    // Reference values of FNV-1a 32.
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
  });
});

describe('initialsFor', () => {
  it('takes the first and last word of a name', () => {
    expect(initialsFor('Mary Ann Smith', 'x@y.z')).toBe('MS');
    expect(initialsFor('şule', undefined)).toBe('Ş');
  });

  it('falls back to the parts of the email local part, then to a question mark', () => {
    expect(initialsFor(undefined, 'john_doe@example.com')).toBe('JD');
    expect(initialsFor('  ', 'zed@example.com')).toBe('Z');
    expect(initialsFor(undefined, undefined)).toBe('?');
  });
});
