/** The longest display name the platform keeps. */
export const MAX_NAME_LENGTH = 100;

export interface ProfileErrors {
  name?: 'required' | 'tooLong';
  terms?: 'required';
}

/** What must be fixed before the account is created: a name, and the accepted terms. */
export function validateProfile(name: string, termsAccepted: boolean): ProfileErrors {
  const errors: ProfileErrors = {};
  const trimmed = name.trim();
  if (trimmed === '') errors.name = 'required';
  else if (trimmed.length > MAX_NAME_LENGTH) errors.name = 'tooLong';
  if (!termsAccepted) errors.terms = 'required';
  return errors;
}

export function hasErrors(errors: ProfileErrors): boolean {
  return errors.name !== undefined || errors.terms !== undefined;
}
