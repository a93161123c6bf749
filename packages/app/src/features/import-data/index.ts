/**
 * Your data (#22): import and export logic for settings' "Your data" section. Only the pure lib (Daylio
 * CSV mapping, the versioned export format and the merge plan) exists so far; the UI that uses it is not
 * built yet, so nothing is exported.
 */
export {};
