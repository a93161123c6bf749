/** Long enough that PBKDF2's 600,000 iterations are not the only thing standing between a guess and the key. */
export const MIN_ENCRYPTION_PASSWORD_LENGTH = 10;

export type PasswordProblem = 'required' | 'tooShort' | 'mismatch' | 'acknowledge';

export function checkNewPassword(password: string, confirmation: string): PasswordProblem | null {
  if (password.length === 0) return 'required';
  if (password.length < MIN_ENCRYPTION_PASSWORD_LENGTH) return 'tooShort';
  if (password !== confirmation) return 'mismatch';
  return null;
}
