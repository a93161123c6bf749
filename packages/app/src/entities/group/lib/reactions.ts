import type { GroupReaction, GroupReflectionThread, GroupResponse, ReactionCount } from '../model/types.ts';
import { canModerate } from './roles.ts';

/** The fixed reactions in the order the page shows them. */
export const GROUP_REACTIONS: readonly GroupReaction[] = ['relate', 'support', 'thanks'];

/** Each reaction's count and whether `viewerId` left it; reactions are responses without text. */
export function countReactions(responses: readonly GroupResponse[], viewerId: string): ReactionCount[] {
  return GROUP_REACTIONS.map((reaction) => {
    const given = responses.filter((response) => response.reaction === reaction);
    return { reaction, count: given.length, mine: given.some((response) => response.authorId === viewerId) };
  });
}

/**
 * Whether the viewer may remove a response: their own, any on their own reflection, and any at all for
 * owners and moderators (the platform checks the same).
 */
export function canRemoveResponse(
  response: GroupResponse,
  thread: Pick<GroupReflectionThread, 'reflection' | 'group'>,
  viewerId: string,
): boolean {
  return (
    response.authorId === viewerId ||
    thread.reflection.authorId === viewerId ||
    canModerate(thread.group.myRole)
  );
}
