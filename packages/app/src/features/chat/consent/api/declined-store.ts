import { localStorageOrUndefined } from '@/shared/lib/browser';

/**
 * The user declined the AI consent on this device: remembered per user, so a reload keeps the page
 * read-only with the explanation instead of asking again. Nothing is stored on the platform (declining
 * stores no consent date); asking to read about it again, or agreeing, forgets it.
 */
const keyOf = (userId: string) => `eg_chat_ai_declined:${userId}`;

export function readDeclined(userId: string): boolean {
  try {
    return localStorageOrUndefined()?.getItem(keyOf(userId)) === '1';
  } catch {
    return false;
  }
}

export function writeDeclined(userId: string, declined: boolean): void {
  try {
    const storage = localStorageOrUndefined();
    if (declined) storage?.setItem(keyOf(userId), '1');
    else storage?.removeItem(keyOf(userId));
  } catch {
    // Storage full or refused: the decision then holds for this visit only.
  }
}
