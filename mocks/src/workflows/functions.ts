/** The platform functions the emulator implements (runFunction, testFunction, and workflows by name). */
import { ERRORS } from '@emotion-guru/platform-sdk';
import { newToken } from '../auth/passwords.ts';
import { findUserByEmail } from '../handlers/auth.ts';
import { str } from '../handlers/body.ts';
import { HttpError, type CallContext } from '../handlers/context.ts';
import type { Row } from '../query/types.ts';
import { accountOps } from './account.ts';
import { blogOps } from './blog.ts';
import { aiChat } from './chat.ts';
import { groupInvitePreview, groupOps } from './groups.ts';
import { aiInsights } from './insights.ts';
import { referralOps } from './referrals.ts';
import { OP_FAILURE, subscriptionOps } from './subscriptions.ts';

/** A reset link stays valid for one hour. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export type PlatformFunction = (ctx: CallContext, params: Row) => Row | Promise<Row>;

function sendResetPasswordEmail(ctx: CallContext, params: Row): Row {
  const email = str(params, 'email') ?? '';
  const user = findUserByEmail(ctx.db, ctx.tenant, email);
  // The answer is the same whether or not the account exists, so the form cannot probe for accounts.
  if (user !== undefined) {
    const token = newToken();
    ctx.tenant.resets.set(token, {
      token,
      userId: String(user.id),
      expiresAt: ctx.now + RESET_TOKEN_LIFETIME_MS,
      used: false,
    });
    const link = `${ctx.appOrigin}/auth/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(String(user.email))}`;
    const name = typeof user.name === 'string' ? user.name : 'there';
    ctx.state.mailbox.push({
      id: ctx.db.random.uuid(),
      tenantCode: ctx.tenant.code,
      to: String(user.email),
      subject: 'Reset your Emotion Guru password',
      text: `Hi ${name},\n\nSomeone asked to reset the password of your Emotion Guru account. If it was you, open this link within an hour:\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.`,
      html: `<p>Hi ${name},</p><p>Someone asked to reset the password of your Emotion Guru account. If it was you, <a href="${link}">choose a new password</a> within an hour.</p><p>If it was not you, ignore this message: your password stays as it is.</p>`,
      link,
      sentAt: new Date(ctx.now).toISOString(),
    });
  }
  return { success: true };
}

function runSubscriptionOp(ctx: CallContext, params: Row): Row {
  const op = str(params, 'op', 'operation') ?? '';
  const handler = subscriptionOps[op];
  if (handler === undefined) throw new HttpError(404, ERRORS.FUNCTION_NOT_FOUND, { op });
  try {
    return handler(ctx, params);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return { success: false, error: OP_FAILURE[op] ?? ERRORS.FUNCTION_NOT_FOUND };
  }
}

export const FUNCTIONS: Record<string, PlatformFunction> = {
  sendResetPasswordEmail,
  subscriptionOps: runSubscriptionOp,
  aiChat,
  aiInsights,
  groupOps,
  groupInvitePreview,
  referralOps,
  blogOps,
  accountOps,
};

/**
 * Functions a signed-out visitor may call: the password reset, an invite's preview, referralOps (whose
 * recordVisit works signed out; its other ops answer 401 without a user) and blogOps (view counts).
 */
export const PUBLIC_FUNCTIONS: ReadonlySet<string> = new Set([
  'sendResetPasswordEmail',
  'groupInvitePreview',
  'referralOps',
  'blogOps',
]);
