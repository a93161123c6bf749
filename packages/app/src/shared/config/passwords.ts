/**
 * The shortest new password the app accepts. The platform only caps length (320, spec section 5); a
 * floor keeps users from choosing passwords that are trivially guessed.
 */
export const MIN_NEW_PASSWORD_LENGTH = 8;
