import { ERRORS, PlatformError, PlatformHttpError } from '../errors.ts';
import type { HttpClient } from '../transport/http.ts';
import type { Timers } from '../transport/timers.ts';
import { decodeJwtPayload } from './jwt.ts';
import { facebookAuthUrl, googleAuthUrl, type OAuthUrlOptions, type SocialProvider } from './social.ts';
import type {
  AuthData,
  AuthEvent,
  AuthListener,
  ChangePasswordRequest,
  GetTokenRequest,
  LoginResult,
  NewsletterStatus,
  PasswordLogin,
  TokenResponse,
  TokenStorage,
} from './types.ts';

/** Refresh this long before the token expires (spec section 9). */
export const REFRESH_BEFORE_EXPIRY_MS = 3 * 60_000;
/** A failed refresh is retried this many times, this far apart, then the session is reported expired. */
export const REFRESH_RETRIES = 3;
export const REFRESH_RETRY_DELAY_MS = 30_000;
/** Token lifetime when the answer carries no expiry. */
export const DEFAULT_TOKEN_TTL_MS = 24 * 60 * 60_000;
export const REMEMBER_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
/** setTimeout fires at once for delays above 2^31-1 ms (~24.8 days); longer waits are chained. */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/** What the auth service is built from (wired by `createPlatformClient`). */
export interface AuthDeps {
  http: HttpClient;
  storage: TokenStorage;
  timers: Timers;
  now: () => number;
  /** Runs a workflow function (password reset goes through `sendResetPasswordEmail`). */
  runFunction: (name: string, params: Record<string, unknown>) => Promise<unknown>;
}

/**
 * Sessions: login (password, Google identity token, Facebook access token), social login URLs, password
 * reset and change, refresh 3 minutes before expiry (single-flight; 3 retries 30 s apart), logout.
 */
export class AuthService {
  private listeners = new Set<AuthListener>();
  private refreshTimer: unknown = null;
  private inFlight: Promise<AuthData> | null = null;

  constructor(private readonly deps: AuthDeps) {
    const stored = deps.storage.get();
    if (stored) this.scheduleRefresh(stored);
  }

  /** The current session, or null. */
  get current(): AuthData | null {
    return this.deps.storage.get();
  }

  /** The current bearer token, or null. */
  getToken(): string | null {
    return this.deps.storage.get()?.token ?? null;
  }

  isAuthenticated(): boolean {
    return this.getToken() !== null;
  }

  /** Subscribes to every session change; returns the unsubscribe function. */
  onChange(listener: AuthListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * `POST /api/auth/getToken` with `{ email, password, remember, includeUserInfo: true }` (no bearer);
   * answer `{ auth: { token, expireDate?, userId, name, email, roles, groups, subscription } }`.
   * Never throws: failures are `{ success: false, error, status? }`.
   */
  async login({ email, password, remember = true }: PasswordLogin): Promise<LoginResult> {
    return this.requestToken({ email, password, remember, includeUserInfo: true }, ERRORS.LOGIN_FAILED);
  }

  /**
   * Signs in with a Google identity token. The token must decode and carry an `email` claim, else the
   * result is "User not found or authentication failed" with status 401, without a request.
   */
  async loginWithGoogle({
    idToken,
    remember = true,
  }: {
    idToken: string;
    remember?: boolean;
  }): Promise<LoginResult> {
    const email = decodeJwtPayload(idToken)?.email;
    if (typeof email !== 'string' || email === '') {
      return { success: false, error: ERRORS.USER_NOT_FOUND, status: 401 };
    }
    const result = await this.requestToken(
      { email, provider: 'google', idToken, remember, includeUserInfo: true },
      ERRORS.GOOGLE_LOGIN_FAILED,
    );
    if (!result.success && (result.status === 401 || result.status === 404)) {
      return { success: false, error: ERRORS.USER_NOT_FOUND, status: 401 };
    }
    return result;
  }

  /** Signs in with a Facebook access token (`provider: 'facebook'`). */
  async loginWithFacebook({
    accessToken,
    remember = true,
  }: {
    accessToken: string;
    remember?: boolean;
  }): Promise<LoginResult> {
    return this.requestToken(
      { provider: 'facebook', accessToken, remember, includeUserInfo: true },
      ERRORS.FACEBOOK_LOGIN_FAILED,
    );
  }

  /** The URL the browser navigates to for a platform-handled social login: `{apiUrl}/api/auth/{provider}`. */
  socialLoginUrl(provider: SocialProvider): string {
    return this.deps.http.url(`/api/auth/${encodeURIComponent(provider)}`);
  }

  googleAuthUrl(options: OAuthUrlOptions): string {
    return googleAuthUrl(options);
  }

  facebookAuthUrl(options: OAuthUrlOptions): string {
    return facebookAuthUrl(options);
  }

  /** Runs the workflow function `sendResetPasswordEmail` with `{ email }`. */
  async sendPasswordReset(email: string): Promise<void> {
    await this.deps.runFunction('sendResetPasswordEmail', { email });
  }

  /**
   * Ends every other session of the signed-in user (the workflow function `accountOps`, op
   * `signOutOtherDevices`); this one stays. Resolves the number of sessions ended. Throws a
   * {@link PlatformError} `SIGN_OUT_OTHER_DEVICES_FAILED` on failure.
   */
  async signOutOtherDevices(): Promise<number> {
    const answer = await this.accountOp('signOutOtherDevices', {}, 'SIGN_OUT_OTHER_DEVICES_FAILED');
    return typeof answer.signedOut === 'number' ? answer.signedOut : 0;
  }

  /**
   * Deletes the signed-in user's account and everything it owns, at once (`accountOps`, op
   * `deleteAccount`, confirmed by the account's `email`), then signs out here as {@link logout} does: every
   * session of the account has ended on the platform. Resolves the records deleted per entity. Throws a
   * {@link PlatformError}: `ACCOUNT_EMAIL_MISMATCH`, `ADMIN_ACCOUNT_REFUSED` or `DELETE_ACCOUNT_FAILED`;
   * nothing is deleted then, and the session stays.
   */
  async deleteAccount(email: string): Promise<Record<string, number>> {
    const answer = await this.accountOp('deleteAccount', { email }, 'DELETE_ACCOUNT_FAILED');
    this.logout();
    const deleted: Record<string, number> = {};
    if (typeof answer.deleted === 'object' && answer.deleted !== null) {
      for (const [entity, count] of Object.entries(answer.deleted))
        if (typeof count === 'number') deleted[entity] = count;
    }
    return deleted;
  }

  /**
   * Whether the signed-in user's email is on the mailing list (`accountOps`, op `newsletter`): the newest
   * Subscribe or Unsubscribe contact form sent with it decides; `since` is when that was (null: never).
   * Throws a {@link PlatformError} `NEWSLETTER_FAILED` on failure.
   */
  async newsletter(): Promise<NewsletterStatus> {
    return newsletterStatus(await this.accountOp('newsletter', {}, 'NEWSLETTER_FAILED'));
  }

  /**
   * Puts the signed-in user's own email on the mailing list, or takes it off (`accountOps`, op
   * `setNewsletter`: the same contact forms the public pages send). Resolves the new status. Throws a
   * {@link PlatformError} `NEWSLETTER_FAILED` on failure.
   */
  async setNewsletter(subscribed: boolean): Promise<NewsletterStatus> {
    return newsletterStatus(await this.accountOp('setNewsletter', { subscribed }, 'NEWSLETTER_FAILED'));
  }

  /** `POST /api/auth/changePassword` with `{ oldPassword, newPassword, resetToken, email }`. */
  async changePassword(request: ChangePasswordRequest): Promise<void> {
    await this.deps.http.post('/api/auth/changePassword', request);
  }

  /**
   * `POST /api/auth/refreshToken` with `{ token }` (no bearer); answer `{ auth: { token, expireDate } }`.
   * Single-flight: concurrent callers share one request.
   */
  refresh(): Promise<AuthData> {
    this.inFlight ??= this.doRefresh().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /**
   * Called by the transport when a call made with `usedToken` is answered 401. Resolves true when a
   * newer token exists (already refreshed, or refreshed now), so the call can be retried once. When the
   * platform refuses the refresh with 401 too, the session has ended elsewhere: it is cleared and the
   * listeners hear `expired`.
   */
  async handleUnauthorized(usedToken: string | null): Promise<boolean> {
    const current = this.getToken();
    if (current === null) return false;
    if (current !== usedToken && !this.inFlight) return true;
    try {
      await this.refresh();
      return true;
    } catch (error) {
      // The platform refused to renew this very session (401): it was ended elsewhere (signed out of other
      // devices, a password reset, a deleted account). It is over here too; a network failure is not.
      if (error instanceof PlatformHttpError && error.status === 401 && this.getToken() === current) {
        this.stopTimers();
        this.deps.storage.clear();
        this.emit({ type: 'expired', auth: null });
      }
      return false;
    }
  }

  /**
   * The user's subscription type changed (a checkout completed, the plan changed or ended): the stored
   * session carries the new tier and the listeners hear a `refresh`, so tier checks change at once and
   * survive a reload. Signed out, or the same type: nothing happens.
   */
  setSubscription(subscription: number): void {
    const current = this.deps.storage.get();
    if (!current || current.subscription === subscription) return;
    const auth: AuthData = { ...current, subscription };
    this.deps.storage.set(auth);
    this.emit({ type: 'refresh', auth });
  }

  /** Clears the token and every timer, and tells the listeners. */
  logout(): void {
    this.stopTimers();
    this.deps.storage.clear();
    this.emit({ type: 'logout', auth: null });
  }

  /** Stops timers without touching the stored session (for tearing a client down). */
  dispose(): void {
    this.stopTimers();
    this.listeners.clear();
  }

  private async accountOp(
    op: string,
    params: Record<string, unknown>,
    failure: 'SIGN_OUT_OTHER_DEVICES_FAILED' | 'DELETE_ACCOUNT_FAILED' | 'NEWSLETTER_FAILED',
  ): Promise<Record<string, unknown>> {
    let answer: unknown;
    try {
      answer = await this.deps.runFunction('accountOps', { op, ...params });
    } catch (cause) {
      throw new PlatformError(failure, { cause });
    }
    const value = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
    if (value.success === false) {
      const known = (['ACCOUNT_EMAIL_MISMATCH', 'ADMIN_ACCOUNT_REFUSED'] as const).find(
        (code) => ERRORS[code] === value.error,
      );
      throw new PlatformError(known ?? failure, { details: { error: value.error } });
    }
    return value;
  }

  private async requestToken(body: GetTokenRequest, fallbackError: string): Promise<LoginResult> {
    let answer: TokenResponse;
    try {
      answer = await this.deps.http.post<TokenResponse>('/api/auth/getToken', body);
    } catch (error) {
      if (error instanceof PlatformHttpError) {
        return {
          success: false,
          error: messageFromBody(error.bodyText) ?? fallbackError,
          status: error.status,
        };
      }
      return { success: false, error: fallbackError };
    }
    if (!answer.auth?.token) return { success: false, error: ERRORS.AUTH_INVALID_TOKEN_RESPONSE };
    const auth = this.normalize(answer.auth, body.remember);
    this.store(auth);
    this.emit({ type: 'login', auth });
    return { success: true, auth };
  }

  private async doRefresh(): Promise<AuthData> {
    const current = this.deps.storage.get();
    if (!current) throw new PlatformError('NO_TOKEN_TO_REFRESH');
    const answer = await this.deps.http.post<TokenResponse>('/api/auth/refreshToken', {
      token: current.token,
    });
    if (!answer.auth?.token) throw new PlatformError('TOKEN_REFRESH_INVALID_RESPONSE');
    // The session may have changed while the request was out: a logout must not be undone, and a newer
    // login wins over this refresh.
    const latest = this.deps.storage.get();
    if (!latest) throw new PlatformError('NO_TOKEN_TO_REFRESH');
    if (latest.token !== current.token) return latest;
    // The refresh answer carries only the token and expiry: keep the user's data from the login.
    const auth = this.normalize(
      { ...current, expireDate: undefined, ...answer.auth },
      current.remember ?? true,
    );
    this.store(auth);
    this.emit({ type: 'refresh', auth });
    return auth;
  }

  private normalize(raw: NonNullable<TokenResponse['auth']>, remember: boolean): AuthData {
    const ttl = remember ? REMEMBER_TOKEN_TTL_MS : DEFAULT_TOKEN_TTL_MS;
    return {
      ...raw,
      token: raw.token ?? '',
      expireDate: raw.expireDate ?? new Date(this.deps.now() + ttl).toISOString(),
      name: raw.name || 'User',
      roles: raw.roles ?? [],
      groups: raw.groups ?? [],
      remember,
    };
  }

  private store(auth: AuthData): void {
    this.deps.storage.set(auth);
    this.scheduleRefresh(auth);
  }

  private scheduleRefresh(auth: AuthData): void {
    this.stopTimers();
    const at = Date.parse(auth.expireDate) - REFRESH_BEFORE_EXPIRY_MS;
    this.armAt(Number.isNaN(at) ? this.deps.now() : at, () => {
      this.attemptScheduledRefresh(0);
    });
  }

  private armAt(at: number, run: () => void): void {
    const delay = Math.max(0, at - this.deps.now());
    const step = Math.min(delay, MAX_TIMER_DELAY_MS);
    this.refreshTimer = this.deps.timers.setTimeout(() => {
      this.refreshTimer = null;
      if (step < delay) this.armAt(at, run);
      else run();
    }, step);
  }

  private attemptScheduledRefresh(failures: number): void {
    this.refresh().catch(() => {
      if (!this.deps.storage.get()) return; // logged out meanwhile
      if (failures >= REFRESH_RETRIES) {
        this.stopTimers();
        this.deps.storage.clear();
        this.emit({ type: 'expired', auth: null });
        return;
      }
      this.refreshTimer = this.deps.timers.setTimeout(() => {
        this.refreshTimer = null;
        this.attemptScheduledRefresh(failures + 1);
      }, REFRESH_RETRY_DELAY_MS);
    });
  }

  private stopTimers(): void {
    if (this.refreshTimer !== null) this.deps.timers.clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  private emit(event: AuthEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
}

/** Reads `message` or `error` from a JSON error body, if there is one. */
/** The `newsletter` answer, read defensively: anything but `subscribed: true` is not subscribed. */
function newsletterStatus(answer: Record<string, unknown>): NewsletterStatus {
  return {
    subscribed: answer.subscribed === true,
    since: typeof answer.since === 'string' ? answer.since : null,
  };
}

function messageFromBody(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null) {
      const { message, error } = body as { message?: unknown; error?: unknown };
      if (typeof message === 'string' && message) return message;
      if (typeof error === 'string' && error) return error;
    }
  } catch {
    // Not JSON: fall back to the catalogue message.
  }
  return null;
}
