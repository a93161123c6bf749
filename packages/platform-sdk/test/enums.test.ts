import { describe, expect, it } from 'vitest';
import {
  BillingPeriod,
  ContactFormType,
  EmotionKind,
  EmotionLevel,
  JournalStatus,
  JournalTiming,
  OrderStatus,
  PaymentStatus,
  PlanStatus,
  SubscriptionStatus,
  SubscriptionType,
  TaskStatus,
  BackupStatus,
  InvoiceStatus,
} from '../src/index.ts';

// The numbers are the platform's wire values (spec section 4): a renumbering breaks every stored record.
describe('platform enumerations', () => {
  it.each([
    ['JournalTiming', JournalTiming, { Before: 1, During: 2, After: 4 }],
    ['JournalStatus', JournalStatus, { Saved: 1, Processed: 2 }],
    ['EmotionKind', EmotionKind, { Basic: 1, Composite: 2 }],
    ['EmotionLevel', EmotionLevel, { Low: 1, Medium: 2, High: 4 }],
    ['ContactFormType', ContactFormType, { Contact: 1, Subscribe: 2, WaitList: 4, Unsubscribe: 8 }],
    ['PlanStatus', PlanStatus, { Active: 1, Freezed: 2, Cancelled: 4, Renewing: 8 }],
    ['PaymentStatus', PaymentStatus, { Awaiting: 1, Completed: 2, Failed: 4, Cancelled: 8, Refunded: 16 }],
    [
      'OrderStatus',
      OrderStatus,
      {
        Editing: 1,
        OnReview: 2,
        Preparing: 4,
        Completed: 8,
        Freezed: 16,
        Cancelled: 32,
        AwaitingPayment: 64,
      },
    ],
    ['SubscriptionType', SubscriptionType, { Free: 1, Premium: 2, Professional: 4, Team: 8, Enterprise: 16 }],
    ['BillingPeriod', BillingPeriod, { Unknown: 0, Weekly: 1, Monthly: 2, Quarterly: 3, Yearly: 4 }],
  ])('%s carries the platform values', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  // These travel as their names; each member's value is its own key, and the objects cannot be changed.
  it.each([
    ['SubscriptionStatus', SubscriptionStatus, ['Active', 'Cancelled', 'Freezed', 'CancelScheduled']],
    ['TaskStatus', TaskStatus, ['OnHold', 'Started', 'Completed', 'Cancelled', 'ReAssigned', 'Error']],
    ['BackupStatus', BackupStatus, ['Created', 'Started', 'Completed', 'Restored']],
    ['InvoiceStatus', InvoiceStatus, ['Preparing', 'Approved', 'Signed', 'EInvoiceSaved', 'Cancelled']],
  ])('%s names its states', (_name, actual, names) => {
    expect(actual).toEqual(Object.fromEntries(names.map((name) => [name, name])));
    expect(Object.isFrozen(actual)).toBe(true);
  });
});

describe('toolchain', () => {
  it('runs on Node 22 or later (vitest 5 and msw 3 need it)', () => {
    const major = Number(process.versions.node.split('.')[0]);
    expect(major).toBeGreaterThanOrEqual(22);
  });
});
