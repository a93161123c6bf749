import { describe, expect, it } from 'vitest';
import { stepStatus } from './Stepper.tsx';

describe('stepStatus', () => {
  it('marks steps before the current one complete and after it upcoming', () => {
    expect([0, 1, 2, 3].map((index) => stepStatus(index, 2))).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);
  });
});
