import { describe, expect, it } from 'vitest';
import { comparedFeatures } from './features.ts';

describe('comparedFeatures', () => {
  it('lists each named feature once, known ones in their order, then the others as the plans list them', () => {
    expect(
      comparedFeatures([
        { features: ['export-data', 'basic-tracking', 'white-label'] },
        { features: ['sso', 'basic-tracking', 'custom-domain', 'white-label'] },
      ]),
    ).toEqual(['basic-tracking', 'export-data', 'sso', 'white-label', 'custom-domain']);
  });

  it('is empty without plans or features', () => {
    expect(comparedFeatures([])).toEqual([]);
    expect(comparedFeatures([{ features: [] }])).toEqual([]);
  });
});
