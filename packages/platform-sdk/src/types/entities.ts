/**
 * Entity records of the platform (product spec, section 3). Dates travel as ISO 8601 strings; references
 * travel as `{name}_id` plus, when included, the referenced record under `{name}`.
 */
import type {
  BillingPeriod,
  ContactFormType,
  JournalStatus,
  JournalTiming,
  PushPlatform,
  SubscriptionType,
} from '../enums.ts';

/** Audit fields the platform sets on every record. */
export interface EntityBase {
  id: string;
  createDate?: string;
  lastUpdateDate?: string;
  createdBy_id?: string;
  lastUpdatedBy_id?: string;
}

/** Generic, displayable fields many entities share. */
export interface Titled {
  title?: string;
  description?: string;
  color?: string;
}

/** A record about to be saved: no id means "create". */
export type NewEntity<T extends EntityBase> = Omit<T, 'id'> & { id?: string };

/** A referenced record as the platform includes it (`id` plus a display name). */
export interface EntityRef {
  id: string;
  title?: string;
  name?: string;
}

/** A platform user; `roles` when included. */
export interface GsbUser extends EntityBase {
  name?: string;
  email?: string;
  pictureUrl?: string;
  /** The app's onboarding progress as JSON text (`{ step, goals, finishedAt? }`); none until it starts. */
  onboarding?: string | null;
  roles?: GsbRole[];
}

/** A role; `users` when included (role lookups fail without them). */
export interface GsbRole extends EntityBase, Titled {
  name?: string;
  users?: GsbUser[];
}

/** A permission rule: `permissionType` bits over entity definitions and users. */
export interface GsbPermission extends EntityBase {
  name?: string;
  permissionType?: number;
  entityDefs?: EntityRef[];
  users?: EntityRef[];
}

/** A person whose emotions are tracked; a caretaker (team tier) looks after several. */
export interface VegClient extends EntityBase, Titled {
  name?: string;
  email?: string;
  caretaker_id?: string;
  avatar?: string;
  notes?: string;
  isActive?: boolean;
  user_id?: string;
  memory?: string;
  instructions?: string;
  reflections?: string;
  sensitivities?: string;
  user?: GsbUser;
  tags?: EntityRef[];
  journals?: VegJournal[];
  aiConsentDate?: string;
  dataConsentDate?: string;
  /** The client lets their caretaker read their AI conversations (set through `aiChat`'s setConsent). */
  chatsVisibleToCaretaker?: boolean;
  passive?: boolean;
}

/** A journal entry about a client; `client`, `createdBy` and `lastUpdatedBy` when included. */
export interface VegJournal extends EntityBase, Titled {
  createdBy?: GsbUser;
  lastUpdatedBy?: GsbUser;
  content?: string;
  tags?: EntityRef[];
  date?: string;
  client_id?: string;
  client?: VegClient;
  timing?: JournalTiming;
  status?: JournalStatus;
  /** Demo data written by an admin's generator (the app's /app/admin/dummy-data); removed by it again. */
  generated?: boolean;
}

/**
 * A user's wrapped local-encryption data key (one per user, readable only by its creator). `keyring` is
 * the serialised keyring record; the platform stores it without being able to use it.
 */
export interface VegKeyring extends EntityBase {
  keyring?: string;
}

/** A contact or mailing-list form submission (`type` is a ContactFormType). */
export interface GsbContactForm extends EntityBase, Titled {
  name?: string;
  surname?: string;
  email?: string;
  phoneNumber?: string;
  companyName?: string;
  position?: string;
  linkedinProfileUrl?: string;
  message?: string;
  type?: ContactFormType;
  token?: string;
}

/** A language-keyed text, e.g. `{ 'en-US': '...', 'tr-TR': '...' }`. */
export type MultiLingualText = Record<string, string>;

/** A blog post; lists query it with `isPublished` true and a language variation. */
export interface GsbBlog extends EntityBase {
  title?: string;
  image?: { publicUrl?: string };
  author?: string;
  publishDate?: string;
  isPublished?: boolean;
  readingTime?: number;
  viewCount?: number;
  slug?: string;
  categories?: EntityRef[];
  tags?: EntityRef[];
  socialLinks?: string[];
  /** Per language, or a plain string when the query's language variation already picked one. */
  description?: MultiLingualText | string;
  content?: MultiLingualText | string;
}

/** A price of a sales pack for one billing period. */
export interface GsbPaymentOption {
  id: string;
  price?: number;
  /** `currency` is `{ code }` on subscription plans and a plain code on sales packs. */
  currency?: string | { code?: string };
  billingPeriod?: BillingPeriod;
}

/** A sales pack (one per tier) with its payment options. */
export interface GsbPrtSalesPack extends EntityBase {
  name?: string;
  description?: string;
  subscriptionType?: SubscriptionType;
  features?: string[];
  paymentOptions?: GsbPaymentOption[];
  passive?: boolean;
}

/** A tenant's or user's subscription plan record. */
export interface GsbSubscriptionPlan extends EntityBase {
  /**
   * The platform's plan status (`PlanStatus`: Active 1, Freezed 2, Cancelled 4, Renewing 8). Product code
   * reads it through `productStatusOfPlan` (`PLAN_STATUS_TO_PRODUCT`), which gives the product's numbering
   * (1 Active, 2 Cancelled, 3 Freezed, 16 CancelScheduled) that `mapSubscriptionStatus` names.
   */
  status?: number;
  /** Set while a cancellation is scheduled for the end of the paid period (product CancelScheduled). */
  cancelAtPeriodEnd?: boolean;
  /** When a scheduled cancellation takes effect (the period's end). */
  endDate?: string;
  lastPaymentDate?: string;
  nextPaymentDate?: string;
  salesPack?: Pick<GsbPrtSalesPack, 'id' | 'name' | 'description' | 'subscriptionType'>;
  paymentOption?: GsbPaymentOption;
  tenant?: { id: string; subscriptionType?: SubscriptionType };
  passive?: boolean;
  refCodes?: { provider?: string; code?: string }[];
}

/** A push subscription of one device (spec section 3). */
export interface GsbPushSubscription extends EntityBase {
  user_id?: string;
  fcmToken: string;
  endpoint?: string;
  keysStr?: string;
  /** At most 255 characters (the SDK cuts it). */
  userAgent?: string;
  platform?: PushPlatform;
}

/**
 * A daily check-in reminder (a product entity): the platform sends a push to the user's devices at `time`
 * in `timeZone` every day, worded in `languageCode`.
 */
export interface VegReminder extends EntityBase {
  user_id?: string;
  /** `HH:MM`, 24-hour, in `timeZone`. */
  time: string;
  /** An IANA time zone (`Europe/Istanbul`). */
  timeZone: string;
  /** `en` or `tr`: the language the reminder is written in. */
  languageCode?: string;
  /** The local date (`YYYY-MM-DD`) the platform last sent it on; the platform's own field. */
  lastSentOn?: string;
}

/** A stored file or folder (`listingType`). */
export interface GsbFile extends EntityBase {
  name?: string;
  fileType?: number;
  /** Folder or file. */
  listingType?: number;
  parent_id?: string;
  size?: number;
  contentType?: string;
  path?: string;
  publicUrl?: string;
}

/** One run of a workflow. */
export interface GsbWorkflowInstance extends EntityBase {
  workflow_id?: string;
  /** The workflow's (or function's) name. */
  workflowName?: string;
  /** One of TaskStatus, or the platform's number. */
  status?: string | number;
  startDate?: string;
  /** Why an instance in error failed. */
  errorMessage?: string | null;
}

/** A server-side workflow function. */
export interface GsbFunction extends EntityBase {
  name?: string;
  code?: string;
}

/** One value of a platform enum. */
export interface GsbEnumValue {
  id?: string;
  name: string;
  title?: string;
  value: number;
}

/** A platform enum with its values (cached 30 minutes by the metadata service). */
export interface GsbEnum extends EntityBase {
  name?: string;
  title?: string;
  values?: GsbEnumValue[];
}
