/** What every endpoint receives, and what it answers. */
import type { Actor } from '../access/rules.ts';
import type { Database } from '../db/database.ts';
import type { Session, TenantData } from '../db/tenant.ts';
import type { Row } from '../query/types.ts';
import type { EmulatorState } from '../state.ts';

export interface CallContext {
  state: EmulatorState;
  db: Database;
  tenant: TenantData;
  actor: Actor;
  session: Session | undefined;
  language: string;
  /** Origin the API was called on (publicUrl values are made absolute with it). */
  apiOrigin: string;
  /** Origin of the app that called (the Origin or Referer header), for links in e-mails and redirects. */
  appOrigin: string;
  /** Raw headers (cookies for refreshToken). */
  headers: Headers;
  now: number;
}

/** A JSON answer with its status. */
export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A failure the dispatcher turns into `{ success: false, message }` with the status. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly extra: Row | undefined;
  constructor(status: number, message: string, extra?: Row) {
    super(message);
    this.status = status;
    this.extra = extra;
  }
}

export function ok(body: Row, headers?: Record<string, string>): Reply {
  return headers === undefined
    ? { status: 200, body: { success: true, ...body } }
    : { status: 200, body: { success: true, ...body }, headers };
}

/** Messages the emulator adds to the SDK's catalogue (the platform's own texts for these cases). */
export const EMULATOR_MESSAGES = {
  INVALID_JSON: 'Request body must be a JSON object',
  UNKNOWN_TENANT: 'Unknown tenant',
  AUTH_REQUIRED: 'Authentication required',
  INVALID_TOKEN: 'Invalid token',
  TENANT_MISMATCH: 'Token does not belong to this tenant',
  FORBIDDEN: 'You do not have permission to access this record',
  NOT_FOUND: 'Entity not found',
  UNKNOWN_ENDPOINT: 'Unknown endpoint',
  OLD_PASSWORD_INCORRECT: 'Old password is incorrect',
  NEW_PASSWORD_REQUIRED: 'New password is required',
  RESET_TOKEN_INVALID: 'Invalid or expired reset token',
  EMULATED_FAILURE: 'Emulated server failure',
  FILE_TOO_LARGE: 'File is larger than 5 MB',
  WORKFLOW_NOT_FOUND: 'Workflow not found',
  TASK_NOT_FOUND: 'Task not found',
  CHECKOUT_NOT_FOUND: 'Checkout session not found',
  CARD_DECLINED: 'Card declined',
  NO_ACTIVE_SUBSCRIPTION: 'No active subscription',
  SALES_PACK_NOT_FOUND: 'Sales pack not found',
  NOT_CANCEL_SCHEDULED: 'Subscription is not scheduled for cancellation',
} as const;
