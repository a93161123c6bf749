import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { brandPrimary, darkColors, lightColors, space } from './tokens.ts';

describe('tokens', () => {
  it('uses the product theme colour #6366f1', () => {
    expect(brandPrimary).toBe('#6366f1');
  });

  it('keeps spacing on a 4 px grid (2 px hairline excepted)', () => {
    for (const value of Object.values(space)) {
      const px = parseInt(value, 10);
      if (px > 2) expect(px % 4).toBe(0);
    }
  });

  it.each([
    ['light', lightColors],
    ['dark', darkColors],
  ])('meets WCAG AA (4.5:1) for text pairs in the %s theme', (_name, colors) => {
    const pairs: [string, string][] = [
      [colors.text, colors.background],
      [colors.text, colors.surface],
      [colors.textMuted, colors.surface],
      [colors.onPrimary, colors.primary],
      [colors.onDanger, colors.danger],
      [colors.onWarning, colors.warning],
      [colors.onSuccess, colors.success],
    ];
    for (const [fg, bg] of pairs) expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});
