/** The emulator's mutable state besides the database: switches, the mailbox, analytics, push registrations. */
import type { Database } from './db/database.ts';
import type { RandomSource } from './random.ts';

export interface EmulatorConfig {
  /** Delay added to every answer, in milliseconds. */
  latencyMs: number;
  /** Share of API calls (0..1) answered with 503 instead, drawn from a seeded stream. */
  errorRate: number;
  /** Lifetime of new session tokens; undefined means the platform's (24 h, 30 days with remember). */
  tokenLifetimeMs: number | undefined;
  /** When true every call fails as a network error (the app's offline paths). */
  offline: boolean;
}

export const DEFAULT_CONFIG: EmulatorConfig = {
  latencyMs: 0,
  errorRate: 0,
  tokenLifetimeMs: undefined,
  offline: false,
};

/** A message "sent" by the emulator (password resets). Read it with `emulator.mailbox` or GET /__emulator/mailbox. */
export interface MailMessage {
  id: string;
  tenantCode: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message carries (a reset-password link). */
  link: string;
  sentAt: string;
}

/** A push-provider registration (the FCM-like registrations API). */
export interface PushRegistration {
  token: string;
  endpoint: string;
  auth: string;
  p256dh: string;
  applicationPubKey?: string;
  createTime: string;
}

/**
 * A push the platform "sent" through the provider (a daily reminder): the provider's data-only message
 * for one registered token. Read them with `emulator.pushOutbox` or GET /__emulator/push/outbox; a test
 * hands `message` to the browser's worker (DevTools Protocol push delivery).
 */
export interface PushDelivery {
  id: string;
  tenantCode: string;
  userId: string;
  /** The provider's registration token it went to. */
  token: string;
  /** The VegReminder it was sent for. */
  reminderId: string;
  /** What the provider delivers: `{ data: { id, title, body, path, timestamp, kind }, from, fcmMessageId }`. */
  message: { data: Record<string, string>; from: string; fcmMessageId: string };
  sentAt: string;
}

/** A sandbox card checkout started by subscriptionOps.startSubscriptionFlow. */
export interface CheckoutSession {
  id: string;
  tenantCode: string;
  userId: string;
  salesPackId: string;
  paymentOptionId: string;
  paymentId: string;
  amount: number;
  currency: string;
  status: 'open' | 'completed' | 'cancelled' | 'failed';
  successUrl: string;
  cancelUrl: string;
  /** A valid referral the checkout was started with: `amount` is `fullAmount` less its discount. */
  referral?: { campaignCode: string | null; referrerId: string; discount: number; fullAmount: number };
}

export interface WorkflowInstance {
  id: string;
  tenantCode: string;
  workflow_id: string;
  status: 'Started' | 'Completed' | 'Error';
  startDate: string;
  lastUpdateDate: string;
  data: unknown;
  result: unknown;
}

/** An analytics event the app sent (POST /analytics/collect). Read them with GET /__emulator/analytics. */
export interface AnalyticsEvent {
  /** `page_view`, or another event's name. */
  name: string;
  /** The browser's pseudonymous id (no user id, no IP: the app anonymizes). */
  clientId: string;
  params: Record<string, string | number>;
  receivedAt: string;
}

export interface EmulatorState {
  db: Database;
  config: EmulatorConfig;
  mailbox: MailMessage[];
  /** Analytics events received, oldest first. */
  analytics: AnalyticsEvent[];
  registrations: Map<string, PushRegistration>;
  /** The push provider's installation ids (Firebase Installations). */
  installations: Set<string>;
  /** Pushes sent (reminders), oldest first. */
  pushOutbox: PushDelivery[];
  checkouts: Map<string, CheckoutSession>;
  instances: Map<string, WorkflowInstance>;
  /** Drives errorRate, separate from the data stream so faults never shift seeded ids. */
  faults: RandomSource;
  now: () => number;
  defaultTenant: string;
  /**
   * Whether refreshToken without any credential renews the tenant's latest session (the browser's
   * cookie jar). On in the browser and in tests (one user per emulator); off in the shared HTTP server,
   * where it would hand one person's session to another.
   */
  refreshFromLatestSession: boolean;
  /** Called after every write (browser persistence hooks in here). */
  onChange: (tenantCode: string) => void;
  /**
   * A module script the emulator's own HTML pages load (in the browser: one that starts the emulator in
   * that page, so the forms they post are answered; see page.ts). Undefined outside the browser.
   */
  pageScript: string | undefined;
}
