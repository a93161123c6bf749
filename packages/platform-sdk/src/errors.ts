/**
 * The error catalogue (product spec, section 8) and the SDK's one error hierarchy.
 *
 * Every message the SDK can raise is a constant here, so callers (and the emulator) compare `code`s
 * instead of matching text. Messages with `{placeholders}` are filled by {@link formatMessage}.
 */
export const ERRORS = {
  // Entity service (spec sections 5 and 8)
  ENTITY_DEFINITION_REQUIRED: 'Entity definition is required',
  ENTITY_ID_REQUIRED: 'Entity id is required',
  ENTITY_REQUIRED: 'Entity is required',
  ENTITY_NAME_REQUIRED: 'Entity name is required',
  ITEMS_REQUIRED: 'Items are required',
  PROPERTY_NAME_REQUIRED: 'Property name is required',
  CODE_GENERATOR_ID_REQUIRED: 'Code generator id is required',
  FILTERS_REQUIRED: 'Filters are required',
  PROPERTY_DEFINITIONS_NOT_FOUND: 'Property definitions not found',
  PROPERTY_DEFINITION_NOT_FOUND: 'Property definition not found for {property}',
  FAILED_TO_ADD_COLUMN: 'Failed to add column',
  FAILED_TO_REMOVE_COLUMN: 'Failed to remove column',
  NO_RESPONSE: 'No response received from the server',
  FAILED_TO_SAVE_ENTITY_DEFINITION: 'Failed to create or update entity definition',
  // Metadata validation (section 5)
  INVALID_NAME:
    'Entity name must start with a letter and contain only alphanumeric characters or underscores',
  ENTITY_NAME_TAKEN: 'Entity name is already taken',
  TABLE_NAME_TAKEN: 'Database table name is already taken',
  PROPERTIES_REQUIRED: 'At least one property is required',
  PROPERTY_DEFINITION_ID_REQUIRED: 'Property definition_id is required',
  REF_ENTITY_ID_INVALID: 'Reference property needs a UUID refEntDef_id',
  REF_PROP_NAME_REQUIRED: 'Reference property needs refEntPropName',
  ENUM_ID_REQUIRED: 'Enum property needs enum_id',
  INVALID_EMAIL: 'Invalid email address',
  EMAIL_TOO_LONG: 'Email must be at most 320 characters',
  PASSWORD_TOO_LONG: 'Password must be at most 320 characters',
  // Transport and bulk batching
  HTTP_ERROR: 'Request failed with status {status}',
  BULK_NO_RESULTS: 'Bulk operation failed: No results returned',
  BULK_NO_RESULT_FOR_REQUEST: 'No result found for request ID',
  // Auth
  TOKEN_REFRESH_INVALID_RESPONSE: 'Token refresh failed: Invalid response',
  AUTH_INVALID_TOKEN_RESPONSE: 'Authentication failed: Invalid token response',
  NO_TOKEN_TO_REFRESH: 'No token to refresh',
  SESSION_EXPIRED: 'Session expired',
  LOGIN_FAILED: 'Login failed',
  GOOGLE_LOGIN_FAILED: 'Google login failed',
  FACEBOOK_LOGIN_FAILED: 'Facebook login failed',
  USER_NOT_FOUND: 'User not found or authentication failed',
  OAUTH_FAILED: 'Failed to authenticate with {provider}',
  NO_ACTIVE_CLIENT_CONTEXT: 'No token or current user to get active client',
  ROLE_USERS_NOT_FOUND: 'Role or its users not found',
  // Workflow
  FUNCTION_NOT_FOUND: 'Function not found',
  FUNCTION_ID_REQUIRED: 'Function ID is required for updates',
  WORKFLOW_ID_REQUIRED: 'Workflow id is required',
  // Subscriptions
  USER_EMAIL_REQUIRED: 'User email is required for subscription',
  START_SUBSCRIPTION_FAILED: 'Failed to start subscription flow',
  GET_SUBSCRIPTION_FAILED: 'Failed to get subscription',
  GET_PLANS_FAILED: 'Failed to get plans',
  GET_USAGE_FAILED: 'Failed to get usage stats',
  CANCEL_SUBSCRIPTION_FAILED: 'Failed to cancel subscription',
  REACTIVATE_SUBSCRIPTION_FAILED: 'Failed to reactivate subscription',
  UPDATE_SUBSCRIPTION_FAILED: 'Failed to update subscription',
  // Push
  PUSH_USER_MISMATCH: 'User ID in payload does not match authenticated user.',
  PUSH_NO_CURRENT_USER: 'Push initialization needs a current user',
  PUSH_CONFIG_MISSING: 'Push provider config is missing {key}',
  // Reminders
  REMINDER_TIME_INVALID: 'A reminder time is HH:MM, from 00:00 to 23:59',
  REMINDER_TIME_ZONE_INVALID: 'Unknown time zone {timeZone}',
  REMINDER_DUPLICATE: 'There is already a reminder at {time}',
  REMINDER_LIMIT: 'At most {max} reminders a day',
  // Referral
  INVALID_REFERRAL_CODE: 'Invalid referral code',
  RECORD_REFERRAL_FAILED: 'Failed to record referral',
  GET_REFERRAL_STATS_FAILED: 'Failed to get referral stats',
  // Blog
  GET_BLOG_FAILED: 'Failed to load blog articles',
  GET_BLOG_ARTICLE_FAILED: 'Failed to load the article',
  RECORD_BLOG_VIEW_FAILED: 'Failed to record the article view',
  // Blog authoring (admins)
  BLOG_SLUG_REQUIRED: 'Slug is required',
  BLOG_SLUG_INVALID: 'Slug may contain only lowercase letters, digits and single hyphens between them',
  BLOG_SLUG_TAKEN: 'Another article already uses this slug',
  BLOG_TITLE_REQUIRED: 'Title is required in English',
  BLOG_READING_TIME_INVALID: 'Reading time must be a whole number of minutes, at least 1',
  BLOG_PUBLISH_DATE_INVALID: 'Publish date must be an ISO date and time',
  BLOG_TERM_NAME_REQUIRED: 'Name is required',
  BLOG_TAG_NAME_INVALID:
    'Tag name may contain only lowercase letters, digits and single hyphens between them',
  BLOG_CATEGORY_SLUG_TAKEN: 'Another category already uses this slug',
  SAVE_BLOG_ARTICLE_FAILED: 'Failed to save the article',
  GET_BLOG_TERMS_FAILED: 'Failed to load blog categories or tags',
  SAVE_BLOG_TERM_FAILED: 'Failed to save the category or tag',
  // Field sizes (spec section 9), checked by the SDK and the platform alike
  FIELD_TOO_LONG: '{field} must be at most {max} characters',
  // Files
  FILE_REQUIRED: 'File is required',
  // Account (the accountOps function)
  SIGN_OUT_OTHER_DEVICES_FAILED: 'Failed to sign out other devices',
  DELETE_ACCOUNT_FAILED: 'Failed to delete the account',
  ACCOUNT_EMAIL_MISMATCH: 'The email does not match this account',
  ADMIN_ACCOUNT_REFUSED: 'An administrator account is removed by another administrator',
  NEWSLETTER_FAILED: 'Failed to read or change the newsletter subscription',
} as const;

/** A stable identifier of a catalogue entry, e.g. `'ENTITY_ID_REQUIRED'`. */
export type ErrorCode = keyof typeof ERRORS;

/** Fills `{name}` placeholders of a catalogue message; unknown placeholders are left as they are. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = params[key];
    return value === undefined ? whole : String(value);
  });
}

/**
 * The one error type the SDK throws. `code` is stable across releases and languages; `message` is the
 * English catalogue text (see {@link ERRORS}).
 */
export class PlatformError extends Error {
  override readonly name: string = 'PlatformError';
  readonly code: ErrorCode;
  /** Extra data for diagnostics (the offending field, the HTTP status, ...). */
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      params?: Record<string, string | number>;
      details?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? formatMessage(ERRORS[code], options.params), { cause: options.cause });
    this.code = code;
    this.details = options.details;
  }
}

/**
 * A non-OK HTTP answer. The spec throws "the response object itself"; we keep it as `response` so callers
 * can still read headers, and expose the status and the body text (already read, since a body can be
 * consumed only once).
 */
export class PlatformHttpError extends PlatformError {
  override readonly name: string = 'PlatformHttpError';
  readonly response: Response;
  readonly status: number;
  readonly bodyText: string;

  constructor(response: Response, bodyText: string) {
    super('HTTP_ERROR', { params: { status: response.status }, details: { url: response.url, bodyText } });
    this.response = response;
    this.status = response.status;
    this.bodyText = bodyText;
  }

  /** Reads the body text of a failed response (never throws) and wraps it. */
  static async fromResponse(response: Response): Promise<PlatformHttpError> {
    let text = '';
    try {
      text = await response.text();
    } catch {
      // A body that cannot be read (already consumed, aborted) must not hide the HTTP failure itself.
    }
    return new PlatformHttpError(response, text);
  }
}

/** True when `error` is a {@link PlatformError}, and, when `code` is given, carries that code. */
export function isPlatformError(error: unknown, code?: ErrorCode): error is PlatformError {
  return error instanceof PlatformError && (code === undefined || error.code === code);
}
