import { describe, expect, it } from 'vitest';
import type { GroupReflectionThread, GroupResponse } from '../model/types.ts';
import { canRemoveResponse, countReactions } from './reactions.ts';

function response(
  authorId: string,
  reaction: GroupResponse['reaction'],
  text: string | null = null,
): GroupResponse {
  return {
    id: `${authorId}-${reaction ?? 'text'}`,
    authorId,
    authorName: authorId,
    text,
    reaction,
    reported: false,
    createDate: null,
  };
}

const thread = (authorId: string, myRole: GroupReflectionThread['group']['myRole']) => ({
  reflection: { authorId } as GroupReflectionThread['reflection'],
  group: { id: 'g', name: 'G', myRole },
});

describe('group reactions', () => {
  it('counts each of the three reactions in their order and marks the viewer’s own', () => {
    const counts = countReactions(
      [response('a', 'relate'), response('b', 'relate'), response('b', 'thanks'), response('c', null, 'Hi')],
      'b',
    );
    expect(counts).toEqual([
      { reaction: 'relate', count: 2, mine: true },
      { reaction: 'support', count: 0, mine: false },
      { reaction: 'thanks', count: 1, mine: true },
    ]);
  });

  it('lets the response’s writer, the reflection’s author and moderators remove it, nobody else', () => {
    const written = response('writer', null, 'Kind words');
    expect(canRemoveResponse(written, thread('author', 'member'), 'writer')).toBe(true);
    expect(canRemoveResponse(written, thread('author', 'member'), 'author')).toBe(true);
    expect(canRemoveResponse(written, thread('author', 'moderator'), 'mod')).toBe(true);
    expect(canRemoveResponse(written, thread('author', 'owner'), 'owner')).toBe(true);
    expect(canRemoveResponse(written, thread('author', 'member'), 'someone')).toBe(false);
  });
});
