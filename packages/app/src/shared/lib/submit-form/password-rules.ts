import { MIN_NEW_PASSWORD_LENGTH } from '../../config/index.ts';

/** The rule every new password follows (changed in settings or reset by link): at least the minimum length. */
export function isLongEnoughPassword(password: string): boolean {
  return password.length >= MIN_NEW_PASSWORD_LENGTH;
}
