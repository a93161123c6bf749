/** Auth data from login (spec section 3): token, expiry, roles, groups, subscription, and the user. */
export interface AuthData {
  token: string;
  /** ISO 8601; filled by the SDK (24 h, or 30 days with `remember`) when the answer has none. */
  expireDate: string;
  userId?: string;
  /** Never empty: a missing display name becomes "User". */
  name?: string;
  email?: string;
  pictureUrl?: string;
  /** Role ids; the first is the user's role. */
  roles: string[];
  groups: string[];
  /** The user's subscription type (see `SubscriptionType`), when the platform sends it. */
  subscription?: number;
  /** Whether the session should outlive the browser session (decides the default lifetime). */
  remember?: boolean;
}

/** Where the session is kept. Default: in memory. The app passes a localStorage-backed one. */
export interface TokenStorage {
  get(): AuthData | null;
  set(auth: AuthData): void;
  clear(): void;
}

/** What a listener hears. `expired` follows three failed refresh retries. */
export type AuthEvent =
  | { type: 'login'; auth: AuthData }
  | { type: 'refresh'; auth: AuthData }
  | { type: 'logout'; auth: null }
  | { type: 'expired'; auth: null };

export type AuthListener = (event: AuthEvent) => void;

/** Credentials for `auth.login`. */
export interface PasswordLogin {
  email: string;
  password: string;
  /** Keep the session for 30 days instead of 24 h when the platform sends no expiry. Default true. */
  remember?: boolean;
}

/** What every login method resolves with; login never throws. */
export type LoginResult =
  { success: true; auth: AuthData } | { success: false; error: string; status?: number };

/**
 * Body of `POST /api/auth/getToken` (no bearer). Password login sends `email` and `password`; Google login
 * sends `provider: 'google'`, `idToken` and the token's `email` claim;
 * Facebook login sends `provider: 'facebook'` and `accessToken`.
 */
export interface GetTokenRequest {
  email?: string;
  password?: string;
  provider?: 'google' | 'facebook';
  idToken?: string;
  /** Facebook login: the access token from the Facebook SDK. */
  accessToken?: string;
  remember: boolean;
  includeUserInfo: boolean;
}

/** Answer of `/api/auth/getToken` and `/api/auth/refreshToken`: `{ auth: {...} }`. */
export interface TokenResponse {
  auth?: Partial<AuthData> & { name?: string | null };
}

/** Body of `POST /api/auth/changePassword`. */
export interface ChangePasswordRequest {
  oldPassword?: string;
  newPassword: string;
  resetToken?: string;
  email?: string;
}

/** The signed-in user's place on the mailing list (`platform.auth.newsletter()`). */
export interface NewsletterStatus {
  subscribed: boolean;
  /** When the newest subscribe or unsubscribe request was sent (ISO 8601); null when there was none. */
  since: string | null;
}
