import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchOfChange } from './search-params.ts';

describe('reflection list address', () => {
  it('reads every filter from the address', () => {
    expect(
      filtersFromSearch({
        loop: 'l-1',
        tag: 'commute',
        emotion: 'e-calm',
        quadrant: 'green',
        timing: '4',
        from: '2026-11-01',
        to: '2026-11-15',
        q: 'train',
      }),
    ).toEqual({
      loopId: 'l-1',
      tag: 'commute',
      emotionId: 'e-calm',
      quadrant: 'green',
      timing: 4,
      from: '2026-11-01',
      to: '2026-11-15',
      search: 'train',
    });
  });

  it('leaves out what is not a value of the filter', () => {
    expect(
      filtersFromSearch({ quadrant: 'purple', timing: '7', from: '1.11.2026', to: 'soon', q: '  ' }),
    ).toEqual({});
    expect(filtersFromSearch({})).toEqual({});
  });

  it('writes a change into the address, emptied filters as left out, untouched ones not mentioned', () => {
    expect(searchOfChange({ tag: 'commute' })).toEqual({ tag: 'commute' });
    expect(searchOfChange({ tag: '', timing: null, search: '   ' })).toEqual({
      tag: undefined,
      timing: undefined,
      q: undefined,
    });
    expect(searchOfChange({ timing: 2, quadrant: 'red', emotionId: 'e-1', from: '2026-01-02' })).toEqual({
      timing: '2',
      quadrant: 'red',
      emotion: 'e-1',
      from: '2026-01-02',
    });
  });

  it('reads back what it writes', () => {
    const change = { tag: 'true', timing: 1, to: '2026-02-03', search: 'sunum' } as const;
    const written = searchOfChange(change);
    expect(filtersFromSearch(written)).toEqual(change);
  });
});
