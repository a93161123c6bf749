/**
 * The metadata records: every entity definition as GsbEntityDef + GsbProperty rows (what the SDK's
 * metadata service queries), and the enums of spec section 4 as GsbEnum + GsbEnumValue rows.
 */
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
  PushPlatform,
  SubscriptionType,
  type EntityDefinition,
} from '@emotion-guru/platform-sdk';
import type { Database } from '../db/database.ts';
import type { TenantData } from '../db/tenant.ts';
import { stableUuid } from '../ids.ts';
import type { Row } from '../query/types.ts';

export const ENUMS: Record<string, Record<string, number>> = {
  JournalTiming,
  JournalStatus,
  EmotionKind,
  EmotionLevel,
  ContactFormType,
  PlanStatus,
  PaymentStatus,
  OrderStatus,
  SubscriptionType,
  BillingPeriod,
  PushPlatform,
};

/** Writes one definition as records (used by the seed and when an admin registers a new entity). */
export function writeDefinitionRecords(
  db: Database,
  tenant: TenantData,
  definition: EntityDefinition,
  options: { actorId: string | undefined; now: string },
): Row {
  const { properties, id, ...fields } = definition;
  const defId = id ?? stableUuid(`entityDef:${definition.name}`);
  const row = db.insert(tenant, 'GsbEntityDef', { ...fields }, { ...options, id: defId });
  properties.forEach((property, index) => {
    const { id: propertyId, ...rest } = property;
    db.insert(
      tenant,
      'GsbProperty',
      { orderNumber: index + 1, ...rest, ownerEntDef_id: defId },
      { ...options, id: propertyId ?? stableUuid(`property:${definition.name}.${property.name}`) },
    );
  });
  return row;
}

/** The functions the emulator implements, as GsbFunction records (their code lives in workflows/). */
const FUNCTION_RECORDS = [
  { name: 'sendResetPasswordEmail', description: 'Sends a password reset link to { email }.' },
  { name: 'subscriptionOps', description: 'Subscription operations selected by { op }.' },
  { name: 'aiChat', description: 'The AI chat: send, conversations, consent and usage selected by { op }.' },
  {
    name: 'groupOps',
    description: 'Group, membership, invite, sharing and response operations selected by { op }.',
  },
  { name: 'groupInvitePreview', description: 'What an invite { code } leads to (public).' },
  {
    name: 'referralOps',
    description: "Referral visits (public), sign-ups and a referrer's stats selected by { op }.",
  },
];

export function seedMetadata(db: Database, tenant: TenantData, at: string): void {
  const options = { actorId: undefined, now: at };
  for (const fn of FUNCTION_RECORDS) {
    db.insert(
      tenant,
      'GsbFunction',
      { ...fn, title: fn.name, code: '// implemented natively by the emulator' },
      { ...options, id: stableUuid(`function:${fn.name}`) },
    );
  }
  for (const definition of db.definitions) writeDefinitionRecords(db, tenant, definition, options);
  for (const [name, values] of Object.entries(ENUMS)) {
    const enumId = stableUuid(`enum:${name}`);
    db.insert(
      tenant,
      'GsbEnum',
      { name, title: name.replace(/([a-z])([A-Z])/g, '$1 $2') },
      { ...options, id: enumId },
    );
    for (const [valueName, value] of Object.entries(values)) {
      db.insert(
        tenant,
        'GsbEnumValue',
        { name: valueName, title: valueName, value, enum_id: enumId },
        { ...options, id: stableUuid(`enumValue:${name}.${valueName}`) },
      );
    }
  }
}
