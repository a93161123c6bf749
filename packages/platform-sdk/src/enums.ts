/**
 * Every enumeration of the platform (product spec, section 4), as `const` objects whose values are
 * the numbers that travel on the wire. Bit-flag enums (powers of two) may be combined with `|`.
 */

/** Maps an enum object to the union of its values, e.g. `EnumValue<typeof JournalTiming>` is `1 | 2 | 4`. */
export type EnumValue<T extends Record<string, number | string>> = T[keyof T];

/** An enum whose wire form is each member's own name (`{ A: 'A', B: 'B' }`), written once. */
function namedEnum<const Names extends readonly string[]>(
  ...names: Names
): { readonly [N in Names[number]]: N } {
  return Object.freeze(Object.fromEntries(names.map((name) => [name, name]))) as {
    readonly [N in Names[number]]: N;
  };
}

/** When a journal entry was written relative to the event it describes. */
export const JournalTiming = { Before: 1, During: 2, After: 4 } as const;
export type JournalTiming = EnumValue<typeof JournalTiming>;

export const JournalStatus = { Saved: 1, Processed: 2 } as const;
export type JournalStatus = EnumValue<typeof JournalStatus>;

/** Whether an emotion is basic or composed of basic ones. */
export const EmotionKind = { Basic: 1, Composite: 2 } as const;
export type EmotionKind = EnumValue<typeof EmotionKind>;

/**
 * Plutchik's eight basic emotions, by the slug of their medium-level word: the families every catalogue
 * word and every user's own word is a shade of (the emulator and the app check against this one list).
 */
export const BASIC_EMOTION_FAMILIES = [
  'joy',
  'trust',
  'fear',
  'surprise',
  'sadness',
  'disgust',
  'anger',
  'anticipation',
] as const;
export type BasicEmotionFamily = (typeof BASIC_EMOTION_FAMILIES)[number];

/** Whether a value is one of the eight basic families. */
export function isBasicEmotionFamily(value: unknown): value is BasicEmotionFamily {
  return typeof value === 'string' && (BASIC_EMOTION_FAMILIES as readonly string[]).includes(value);
}

export const EmotionLevel = { Low: 1, Medium: 2, High: 4 } as const;
export type EmotionLevel = EnumValue<typeof EmotionLevel>;

export const ContactFormType = { Contact: 1, Subscribe: 2, WaitList: 4, Unsubscribe: 8 } as const;
export type ContactFormType = EnumValue<typeof ContactFormType>;

/** Status of a platform subscription plan record (GsbSubscriptionPlan.status). */
export const PlanStatus = { Active: 1, Freezed: 2, Cancelled: 4, Renewing: 8 } as const;
export type PlanStatus = EnumValue<typeof PlanStatus>;

export const PaymentStatus = { Awaiting: 1, Completed: 2, Failed: 4, Cancelled: 8, Refunded: 16 } as const;
export type PaymentStatus = EnumValue<typeof PaymentStatus>;

export const OrderStatus = {
  Editing: 1,
  OnReview: 2,
  Preparing: 4,
  Completed: 8,
  Freezed: 16,
  Cancelled: 32,
  AwaitingPayment: 64,
} as const;
export type OrderStatus = EnumValue<typeof OrderStatus>;

/** The five subscription tiers. */
export const SubscriptionType = { Free: 1, Premium: 2, Professional: 4, Team: 8, Enterprise: 16 } as const;
export type SubscriptionType = EnumValue<typeof SubscriptionType>;

/** Billing periods; anything else on the wire is Unknown (0). */
export const BillingPeriod = { Unknown: 0, Weekly: 1, Monthly: 2, Quarterly: 3, Yearly: 4 } as const;
export type BillingPeriod = EnumValue<typeof BillingPeriod>;

/** Status values of the product-level subscription (see mapSubscriptionStatus). */
export const SubscriptionStatus = namedEnum('Active', 'Cancelled', 'Freezed', 'CancelScheduled');
export type SubscriptionStatus = EnumValue<typeof SubscriptionStatus>;

/** The spec names these states without numbers; their wire form is the name. */
export const TaskStatus = namedEnum('OnHold', 'Started', 'Completed', 'Cancelled', 'ReAssigned', 'Error');
export type TaskStatus = EnumValue<typeof TaskStatus>;

export const BackupStatus = namedEnum('Created', 'Started', 'Completed', 'Restored');
export type BackupStatus = EnumValue<typeof BackupStatus>;

export const InvoiceStatus = namedEnum('Preparing', 'Approved', 'Signed', 'EInvoiceSaved', 'Cancelled');
export type InvoiceStatus = EnumValue<typeof InvoiceStatus>;

/** Push subscription platforms (GsbPushSubscription.platform). */
export const PushPlatform = { Web: 1, Android: 2, Ios: 4 } as const;
export type PushPlatform = EnumValue<typeof PushPlatform>;
