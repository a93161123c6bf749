import { describe, expect, it } from 'vitest';
import { toLocalInput } from '@/shared/lib/local-time';
import { blankDraft, isDraftDirty, parseTags, validateDraft } from './draft-values.ts';

describe('journal draft values', () => {
  it('cleans typed tags: trimmed, lower case, no #, no duplicates or blanks', () => {
    expect(parseTags(' Work, #sleep,, work ,  Calm  ')).toEqual(['work', 'sleep', 'calm']);
    expect(parseTags('   ')).toEqual([]);
  });

  it('asks for content, a sane title and a valid date', () => {
    const draft = blankDraft(new Date(2026, 10, 22, 9, 5));
    expect(draft.date).toBe('2026-11-22T09:05');
    expect(validateDraft(draft)).toEqual({ content: 'contentRequired' });
    expect(validateDraft({ ...draft, content: '  \n ' })).toEqual({ content: 'contentRequired' });
    expect(validateDraft({ ...draft, content: 'ok', title: 'x'.repeat(201) })).toEqual({
      title: 'titleTooLong',
    });
    expect(validateDraft({ ...draft, content: 'ok', date: 'not a date' })).toEqual({ date: 'dateInvalid' });
    expect(validateDraft({ ...draft, content: 'ok' })).toEqual({});
  });

  it('knows when a draft holds something typed', () => {
    const base = blankDraft(new Date(2026, 0, 1));
    expect(isDraftDirty(base, base)).toBe(false);
    expect(isDraftDirty({ ...base, content: 'a' }, base)).toBe(true);
    expect(isDraftDirty({ ...base, tags: ['x'] }, base)).toBe(true);
  });

  it('formats local date and time for the datetime-local input', () => {
    expect(toLocalInput(new Date(2026, 0, 2, 3, 4))).toBe('2026-01-02T03:04');
  });
});
