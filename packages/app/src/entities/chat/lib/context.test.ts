import { describe, expect, it } from 'vitest';
import { chatContextOf } from './context.ts';

const sealed = 'eg1.AAAA.BBBB';

describe('chatContextOf', () => {
  it('keeps check-ins and reflections as plain text', () => {
    expect(
      chatContextOf(
        [
          {
            id: 'r-1',
            emotion: { id: 'e-1', name: 'Anxious' },
            level: 4,
            note: 'Before the meeting',
            date: '2026-11-22',
          },
        ],
        [{ id: 'f-0', title: 'The meeting', actions: 'A walk at lunch', needs: 'Rest', date: '2026-11-21' }],
      ),
    ).toEqual({
      checkIns: [{ emotion: 'Anxious', level: 4, note: 'Before the meeting', date: '2026-11-22' }],
      reflections: [{ title: 'The meeting', actions: 'A walk at lunch', needs: 'Rest', date: '2026-11-21' }],
    });
  });

  it('never sends a text kept encrypted on the device', () => {
    const context = chatContextOf(
      [{ id: 'r-2', emotion: { id: 'e-2', slug: 'calm' }, note: sealed }],
      [
        { id: 'f-1', title: sealed, actions: sealed, needs: sealed },
        { id: 'f-2', title: sealed, actions: 'Called a friend' },
      ],
    );
    expect(JSON.stringify(context)).not.toContain('eg1.');
    expect(context).toEqual({
      checkIns: [{ emotion: 'calm' }],
      reflections: [{ actions: 'Called a friend' }],
    });
  });
});
