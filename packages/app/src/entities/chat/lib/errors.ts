import { CHAT_ERRORS } from '@emotion-guru/platform-sdk';

/** What went wrong with a chat call, as the page explains it (`chat:errors.{kind}`). */
export type ChatFailure = 'consent' | 'limit' | 'noClient' | 'notFound' | 'tooLong' | 'unavailable';

/** The platform's error message as one of the explanations the page has. */
export function chatFailureOf(error: string): ChatFailure {
  switch (error) {
    case CHAT_ERRORS.CONSENT_REQUIRED:
      return 'consent';
    case CHAT_ERRORS.LIMIT_REACHED:
      return 'limit';
    case CHAT_ERRORS.CLIENT_NOT_FOUND:
      return 'noClient';
    case CHAT_ERRORS.CHAT_NOT_FOUND:
      return 'notFound';
    case CHAT_ERRORS.MESSAGE_TOO_LONG:
      return 'tooLong';
    default:
      return 'unavailable';
  }
}
