/**
 * Entity records of the platform (product spec, section 3). Dates travel as ISO 8601 strings; references
 * travel as `{name}_id` plus, when included, the referenced record under `{name}`.
 */
import type { BillingPeriod, ContactFormType, PushPlatform, SubscriptionType } from '../enums.ts';

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

export interface GsbUser extends EntityBase {
  name?: string;
  email?: string;
  pictureUrl?: string;
  roles?: GsbRole[];
}

export interface GsbRole extends EntityBase, Titled {
  name?: string;
  users?: GsbUser[];
}

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
  passive?: boolean;
}

export interface VegJournal extends EntityBase, Titled {
  createdBy?: GsbUser;
  lastUpdatedBy?: GsbUser;
  content?: string;
  tags?: EntityRef[];
  date?: string;
  client_id?: string;
  client?: VegClient;
}

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

export interface GsbPaymentOption {
  id: string;
  price?: number;
  /** `currency` is `{ code }` on subscription plans and a plain code on sales packs. */
  currency?: string | { code?: string };
  billingPeriod?: BillingPeriod;
}

export interface GsbPrtSalesPack extends EntityBase {
  name?: string;
  description?: string;
  subscriptionType?: SubscriptionType;
  features?: string[];
  paymentOptions?: GsbPaymentOption[];
  passive?: boolean;
}

export interface GsbSubscriptionPlan extends EntityBase {
  /**
   * The platform's plan status. Product code reads it through `mapSubscriptionStatus`, which uses its own
   * numbering (1 Active, 2 Cancelled, 3 Freezed, 16 CancelScheduled); see `PlanStatus` for the record enum.
   */
  status?: number;
  lastPaymentDate?: string;
  nextPaymentDate?: string;
  salesPack?: Pick<GsbPrtSalesPack, 'id' | 'name' | 'description' | 'subscriptionType'>;
  paymentOption?: GsbPaymentOption;
  tenant?: { id: string; subscriptionType?: SubscriptionType };
  passive?: boolean;
  refCodes?: { provider?: string; code?: string }[];
}

export interface GsbPushSubscription extends EntityBase {
  user_id?: string;
  fcmToken: string;
  endpoint?: string;
  keysStr?: string;
  /** At most 255 characters (the SDK cuts it). */
  userAgent?: string;
  platform?: PushPlatform;
}

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

export interface GsbWorkflowInstance extends EntityBase {
  workflow_id?: string;
  /** One of TaskStatus, or the platform's number. */
  status?: string | number;
  startDate?: string;
}

export interface GsbFunction extends EntityBase {
  name?: string;
  code?: string;
}

export interface GsbEnumValue {
  id?: string;
  name: string;
  title?: string;
  value: number;
}

export interface GsbEnum extends EntityBase {
  name?: string;
  title?: string;
  values?: GsbEnumValue[];
}
