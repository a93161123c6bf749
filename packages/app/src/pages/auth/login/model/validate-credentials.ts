import { validateEmail, MAX_PASSWORD_LENGTH } from '@emotion-guru/platform-sdk';

export interface CredentialErrors {
  email?: 'required' | 'invalid';
  password?: 'required' | 'tooLong';
}

/** Checks the form before anything is sent (spec section 5: email format, at most 320 characters each). */
export function validateCredentials(email: string, password: string): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!email.trim()) errors.email = 'required';
  else if (!validateEmail(email.trim()).valid) errors.email = 'invalid';
  if (!password) errors.password = 'required';
  else if (password.length > MAX_PASSWORD_LENGTH) errors.password = 'tooLong';
  return errors;
}
