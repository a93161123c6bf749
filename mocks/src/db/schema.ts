/**
 * The emulator's schema, as data: one entity definition record per entity (the shape /api/entityDef/get
 * serves), compiled into a lookup model the store and the query engine use. Adding a field to an entity
 * is one line here; nothing else in the emulator hard-codes an entity's columns.
 */
import type { EntityDefinition, PropertyDataType, PropertyDefinition } from '@emotion-guru/platform-sdk';
import { validateEntityDefinition } from '@emotion-guru/platform-sdk';
import { entityDefIdFor, stableUuid } from '../ids.ts';

/** How a reference property relates its entity to the referenced one (`refType`). */
export const RefType = { ManyToOne: 1, OneToMany: 2, ManyToMany: 3 } as const;

/** A property in the compact form the table below uses. */
interface PropSpec {
  type: PropertyDataType;
  searchable?: boolean;
  required?: boolean;
  unique?: boolean;
  multiLingual?: boolean;
  /** For references: the referenced entity. */
  ref?: string;
  /** For references: `one` stores `{name}_id`; `children` is the reverse side; `mapped` is many-to-many. */
  rel?: 'one' | 'children' | 'mapped';
  /** The property on the referenced entity that points back. */
  back?: string;
  /** For enums: the enum's name. */
  enumName?: string;
}

interface EntitySpec {
  title: string;
  description: string;
  props: Record<string, PropSpec>;
}

const text = (extra: Partial<PropSpec> = {}): PropSpec => ({ type: 'text', ...extra });
const searchable = (extra: Partial<PropSpec> = {}): PropSpec => ({
  type: 'text',
  searchable: true,
  ...extra,
});
const multi = (extra: Partial<PropSpec> = {}): PropSpec => ({
  type: 'multiLingualText',
  multiLingual: true,
  ...extra,
});
const num: PropSpec = { type: 'number' };
const money: PropSpec = { type: 'money' };
const bool: PropSpec = { type: 'boolean' };
const date: PropSpec = { type: 'date' };
const enumOf = (enumName: string): PropSpec => ({ type: 'enum', enumName });
const one = (ref: string, back: string): PropSpec => ({ type: 'reference', ref, rel: 'one', back });
const children = (ref: string, back: string): PropSpec => ({ type: 'reference', ref, rel: 'children', back });
const mapped = (ref: string, back: string): PropSpec => ({ type: 'reference', ref, rel: 'mapped', back });

/** Every entity the emulator knows. Audit fields (id, createDate, ...) are implicit on all of them. */
const ENTITIES: Record<string, EntitySpec> = {
  GsbEntityDef: {
    title: 'Entity definition',
    description: 'The schema of an entity: the records this emulator itself is driven by.',
    props: {
      name: searchable({ required: true, unique: true }),
      title: text(),
      description: text(),
      dbTableName: text({ unique: true }),
      isSystem: bool,
      module: text(),
      undeleteable: bool,
      variationType: num,
      activityLogLevel: num,
      properties: children('GsbProperty', 'ownerEntDef'),
    },
  },
  GsbProperty: {
    title: 'Property',
    description: 'A property of an entity definition.',
    props: {
      name: searchable({ required: true }),
      title: text(),
      definition_id: text(),
      ownerEntDef: one('GsbEntityDef', 'properties'),
      refEntDef_id: text(),
      refEntPropName: text(),
      enum_id: text(),
      refType: num,
      dataType: text(),
      isRequired: bool,
      isSearchable: bool,
      isUnique: bool,
      isPrimaryKey: bool,
      isIndexed: bool,
      isMultiLingual: bool,
      formModes: num,
      listScreens: num,
      orderNumber: num,
    },
  },
  GsbEnum: {
    title: 'Enumeration',
    description: 'A named list of values (spec section 4).',
    props: {
      name: searchable({ required: true, unique: true }),
      title: text(),
      values: children('GsbEnumValue', 'enum'),
    },
  },
  GsbEnumValue: {
    title: 'Enumeration value',
    description: 'One value of an enumeration.',
    props: {
      name: searchable({ required: true }),
      title: text(),
      value: num,
      enum: one('GsbEnum', 'values'),
    },
  },
  GsbUser: {
    title: 'User',
    description: 'A person who signs in. Credentials live outside the record and are never served.',
    props: {
      name: searchable(),
      email: searchable({ required: true, unique: true }),
      pictureUrl: text(),
      languageCode: text(),
      subscriptionType: enumOf('SubscriptionType'),
      /** The app's onboarding progress, as JSON text: `{ step, goals, finishedAt? }` (none: never started). */
      onboarding: text(),
      roles: mapped('GsbRole', 'users'),
      groups: mapped('GsbGroup', 'users'),
    },
  },
  GsbRole: {
    title: 'Role',
    description: 'A set of rights; the admin role has a fixed id.',
    props: {
      name: searchable({ required: true }),
      title: text(),
      description: text(),
      users: mapped('GsbUser', 'roles'),
    },
  },
  GsbGroup: {
    title: 'Group',
    description: 'A group of users (the referrer group makes its members referrers).',
    props: {
      name: searchable({ required: true }),
      title: text(),
      description: text(),
      users: mapped('GsbUser', 'groups'),
    },
  },
  GsbTag: {
    title: 'Tag',
    description: 'A label for journals, clients and blog posts.',
    props: { name: searchable({ required: true }), title: multi(), color: text() },
  },
  VegClient: {
    title: 'Client',
    description: "A person whose emotions are tracked: the user themself, or one of a caretaker's clients.",
    props: {
      title: text(),
      description: text(),
      color: text(),
      name: searchable({ required: true }),
      email: searchable(),
      caretaker: one('GsbUser', 'caretakerClients'),
      avatar: text(),
      notes: searchable({ type: 'richText' }),
      isActive: bool,
      user: one('GsbUser', 'clients'),
      memory: text({ type: 'richText' }),
      instructions: text({ type: 'richText' }),
      reflections: text({ type: 'richText' }),
      sensitivities: text({ type: 'richText' }),
      tags: mapped('GsbTag', 'clients'),
      journals: children('VegJournal', 'client'),
      aiConsentDate: date,
      dataConsentDate: date,
      chatsVisibleToCaretaker: bool,
      passive: bool,
    },
  },
  VegJournal: {
    title: 'Journal',
    description: 'A journal entry about one client.',
    props: {
      title: searchable(),
      description: text(),
      color: text(),
      content: searchable({ type: 'richText' }),
      tags: mapped('GsbTag', 'journals'),
      date: date,
      client: one('VegClient', 'journals'),
      timing: enumOf('JournalTiming'),
      status: enumOf('JournalStatus'),
      /** Demo data written by an admin's generator (/app/admin/dummy-data), removed by it again. */
      generated: bool,
    },
  },
  VegChat: {
    title: 'AI chat conversation',
    description:
      "A conversation with the assistant; read by its owner (and the client's caretaker only if the client allows it), written only by aiChat.",
    props: {
      title: searchable(),
      client: one('VegClient', 'chats'),
      lastMessageDate: date,
      messageCount: num,
      messages: children('VegChatMessage', 'chat'),
    },
  },
  VegChatMessage: {
    title: 'AI chat message',
    description: "A message of a conversation: the user's (role user) or the assistant's (role assistant).",
    props: {
      chat: one('VegChat', 'messages'),
      role: text(),
      content: text(),
      crisis: bool,
      date: date,
    },
  },
  VegKeyring: {
    title: 'Local encryption keyring',
    description:
      "A user's journal data key, wrapped by a key derived from their password on their device (the platform never sees either key).",
    props: {
      keyring: text(),
    },
  },
  VegEmotion: {
    title: 'Emotion',
    description:
      "A word of the emotion catalogue (Plutchik's basics and dyads, everyday words; seed/emotions), or a user's own word for one client (isCustom, client).",
    props: {
      slug: text({ unique: true }),
      name: multi({ searchable: true, required: true }),
      definition: multi(),
      kind: enumOf('EmotionKind'),
      level: enumOf('EmotionLevel'),
      /** plutchik, dyad, everyday or custom. */
      origin: text(),
      /** Basic kind: the basic family's slug (joy, trust, fear, surprise, sadness, disgust, anger, anticipation). */
      family: text(),
      /** Composite kind: the two basic families' slugs. */
      parents: text(),
      /** Plutchik's dyads: primary, secondary or tertiary. */
      dyad: text(),
      /** -1..+1: with energy, places the word in a Mood-Meter quadrant. */
      pleasantness: num,
      energy: num,
      orderNumber: num,
      isCustom: bool,
      client: one('VegClient', 'emotions'),
    },
  },
  VegEmotionRecord: {
    title: 'Emotion check-in',
    description: 'One quick check-in: a word from the catalogue, its level, when and a short note.',
    props: {
      client: one('VegClient', 'emotionRecords'),
      emotion: one('VegEmotion', 'records'),
      level: enumOf('EmotionLevel'),
      timing: enumOf('JournalTiming'),
      note: searchable(),
      date: date,
      private: bool,
      /** Demo data written by an admin's generator (/app/admin/dummy-data), removed by it again. */
      generated: bool,
    },
  },
  VegLoop: {
    title: 'Loop',
    description: 'A recurring pattern: reflections about the same kind of event, linked together.',
    props: {
      title: searchable(),
      description: text(),
      color: text(),
      client: one('VegClient', 'loops'),
      reflections: children('VegReflection', 'loop'),
      private: bool,
      /** Demo data written by an admin's generator (/app/admin/dummy-data), removed by it again. */
      generated: bool,
    },
  },
  VegReflection: {
    title: 'Reflection',
    description:
      'A reflection on one event: timing, emotions with levels, body sensations, thoughts, actions, needs, loop and tags.',
    props: {
      title: searchable(),
      description: searchable(),
      color: text(),
      date: date,
      timing: enumOf('JournalTiming'),
      client: one('VegClient', 'reflectionEntries'),
      /** `[{ emotion_id, level }]`; filter with `emotions.emotion_id`. */
      emotions: text(),
      /** `[{ area, intensity }]`; areas in access/emotions.ts BODY_AREAS. */
      bodySensations: text(),
      thoughts: searchable(),
      actions: searchable(),
      needs: searchable(),
      loop: one('VegLoop', 'reflections'),
      tags: mapped('GsbTag', 'reflections'),
      private: bool,
      status: enumOf('JournalStatus'),
      /** Demo data written by an admin's generator (/app/admin/dummy-data), removed by it again. */
      generated: bool,
    },
  },
  VegGroup: {
    title: 'Group',
    description: 'A group of people who reflect together; readable by its members (access/groups.ts).',
    props: {
      name: searchable({ required: true }),
      description: searchable(),
      color: text(),
      memberCount: num,
      lastActivityDate: date,
      members: children('VegGroupMember', 'group'),
    },
  },
  VegGroupMember: {
    title: 'Group member',
    description: "A user's membership of a group, with their role (owner, moderator, member).",
    props: {
      group: one('VegGroup', 'members'),
      userId: text(),
      name: searchable(),
      role: text(),
      joinedDate: date,
    },
  },
  VegGroupInvite: {
    title: 'Group invite',
    description: 'An invite link (code) to a group: expiry, use limit, uses, revoked; readable by managers.',
    props: {
      group: one('VegGroup', 'invites'),
      code: text({ unique: true }),
      expiresAt: date,
      maxUses: num,
      uses: num,
      revoked: bool,
      email: text(),
      inviterName: text(),
    },
  },
  VegGroupReflection: {
    title: 'Group reflection',
    description: 'The parts of a reflection its author shared with a group (a copy, not a link).',
    props: {
      group: one('VegGroup', 'reflections'),
      authorId: text(),
      authorName: text(),
      sourceId: text(),
      /** The shared parts: `event`, `emotions`, `thoughts`. */
      parts: text(),
      title: text(),
      description: text(),
      date: date,
      /** `[{ emotion_id, level, name, family, pleasantness, energy }]`. */
      emotions: text(),
      thoughts: text(),
      sharedDate: date,
      responses: children('VegGroupResponse', 'groupReflection'),
    },
  },
  VegGroupResponse: {
    title: 'Group response',
    description: "A member's response (text) or reaction (relate, support, thanks) to a shared reflection.",
    props: {
      group: one('VegGroup', 'responses'),
      groupReflection: one('VegGroupReflection', 'responses'),
      authorId: text(),
      authorName: text(),
      text: text(),
      reaction: text(),
      reported: bool,
    },
  },
  VegReferral: {
    title: 'Referral',
    description:
      'One referral event (visit, signUp, conversion) credited to a referrer; only referralOps and subscriptionOps write it, the referrer reads their own (workflows/referrals.ts). referredUserId and fullAmount are server-only.',
    props: {
      event: text(),
      campaignCode: text(),
      referrerId: text(),
      /** Percent off the referral carried (0..100). */
      discount: num,
      timestamp: date,
      /** Who was referred: server-only (never answered to anyone but admins). */
      referredUserId: text(),
      /** Conversions: the amount paid (after the discount), its currency and the pack bought. */
      amount: money,
      currency: text(),
      salesPackName: text(),
      /** Conversions: the price before the discount (server-only; discountGiven sums fullAmount - amount). */
      fullAmount: money,
    },
  },
  GsbContactForm: {
    title: 'Contact form',
    description: 'Contact, mailing-list, wait-list and unsubscribe submissions.',
    props: {
      title: text(),
      description: text(),
      color: text(),
      name: searchable(),
      surname: searchable(),
      email: searchable(),
      phoneNumber: text(),
      companyName: text(),
      position: text(),
      linkedinProfileUrl: text(),
      message: text({ type: 'richText' }),
      type: enumOf('ContactFormType'),
      token: text(),
    },
  },
  GsbFile: {
    title: 'File',
    description: 'An uploaded file; its bytes are served back at publicUrl.',
    props: {
      name: searchable({ required: true }),
      fileType: num,
      listingType: num,
      parent: one('GsbFile', 'children'),
      size: num,
      contentType: text(),
      path: text(),
      publicUrl: text(),
      /** Public files (blog images) are readable by anyone, like a CDN; others only by their owner. */
      isPublic: bool,
    },
  },
  GsbBlogCategory: {
    title: 'Blog category',
    description: 'A blog category.',
    props: { name: searchable({ required: true }), slug: text({ unique: true }), title: multi() },
  },
  GsbBlog: {
    title: 'Blog post',
    description: 'A blog article with per-language description and content.',
    props: {
      title: multi({ searchable: true }),
      image: one('GsbFile', 'blogs'),
      author: text(),
      publishDate: date,
      isPublished: bool,
      readingTime: num,
      viewCount: num,
      slug: text({ unique: true, required: true }),
      categories: mapped('GsbBlogCategory', 'blogs'),
      tags: mapped('GsbTag', 'blogs'),
      socialLinks: text(),
      description: multi({ searchable: true }),
      content: multi({ searchable: true, type: 'richText' }),
    },
  },
  GsbPrtSalesPack: {
    title: 'Sales pack',
    description: 'A subscription tier on sale, with its payment options.',
    props: {
      name: searchable({ required: true }),
      description: multi(),
      subscriptionType: enumOf('SubscriptionType'),
      features: text(),
      paymentOptions: children('GsbPaymentOption', 'salesPack'),
      orderNumber: num,
      passive: bool,
    },
  },
  GsbPaymentOption: {
    title: 'Payment option',
    description: 'A price of a sales pack for one billing period.',
    props: {
      price: money,
      currency: text(),
      billingPeriod: enumOf('BillingPeriod'),
      salesPack: one('GsbPrtSalesPack', 'paymentOptions'),
    },
  },
  GsbSubscriptionPlan: {
    title: 'Subscription plan',
    description:
      "A user's subscription to a sales pack (status: the platform's PlanStatus, Active 1, Freezed 2, Cancelled 4, Renewing 8; cancelAtPeriodEnd marks a scheduled cancellation).",
    props: {
      status: enumOf('PlanStatus'),
      cancelAtPeriodEnd: bool,
      lastPaymentDate: date,
      nextPaymentDate: date,
      endDate: date,
      salesPack: one('GsbPrtSalesPack', 'plans'),
      paymentOption: one('GsbPaymentOption', 'plans'),
      user: one('GsbUser', 'plans'),
      provider: text(),
      externalSubscriptionId: text(),
      passive: bool,
      refCodes: text(),
    },
  },
  GsbPayment: {
    title: 'Payment',
    description: 'A card payment of a subscription plan (sandbox).',
    props: {
      amount: money,
      currency: text(),
      status: enumOf('PaymentStatus'),
      plan: one('GsbSubscriptionPlan', 'payments'),
      paymentOption: one('GsbPaymentOption', 'payments'),
      user: one('GsbUser', 'payments'),
      provider: text(),
      externalId: text(),
    },
  },
  GsbPushSubscription: {
    title: 'Push subscription',
    description: 'A device registered for push messages.',
    props: {
      user: one('GsbUser', 'pushSubscriptions'),
      fcmToken: text({ required: true }),
      endpoint: text(),
      keysStr: text(),
      userAgent: text(),
      platform: enumOf('PushPlatform'),
    },
  },
  VegReminder: {
    title: 'Reminder',
    description:
      "A daily check-in reminder: the platform pushes it to the user's devices at `time` (HH:MM) in `timeZone`.",
    props: {
      user: one('GsbUser', 'reminders'),
      time: text({ required: true }),
      timeZone: text({ required: true }),
      languageCode: text(),
      /** The local date (YYYY-MM-DD) it was last sent on; the scheduler's own field. */
      lastSentOn: text(),
    },
  },
  GsbFunction: {
    title: 'Function',
    description:
      'A platform function; the emulator implements its functions natively (workflows/functions.ts).',
    props: {
      name: searchable({ required: true, unique: true }),
      title: text(),
      description: text(),
      code: text({ type: 'richText' }),
    },
  },
  GsbWorkflowInstance: {
    title: 'Workflow instance',
    description:
      'One run of a workflow or function: which, its status (Started, Completed, Error) and when; admins only.',
    props: {
      workflowName: searchable({ required: true }),
      workflow_id: text(),
      status: searchable({ required: true }),
      startDate: date,
      errorMessage: text(),
    },
  },
  GsbCodeGenerator: {
    title: 'Code generator',
    description: 'A named counter that getCode formats as prefix + zero-padded number.',
    props: { name: searchable({ required: true }), prefix: text(), padding: num, nextValue: num },
  },
};

/** The type record a property instantiates (`definition_id`), one per data type. */
export function propertyTypeId(type: PropertyDataType): string {
  return stableUuid(`propertyDefinition:${type}`);
}

function toPropertyDefinition(
  entityName: string,
  name: string,
  spec: PropSpec,
  order: number,
): PropertyDefinition {
  const property: PropertyDefinition = {
    id: stableUuid(`property:${entityName}.${name}`),
    name,
    title: name,
    definition_id: propertyTypeId(spec.type),
    ownerEntDef_id: entityDefIdFor(entityName),
    dataType: spec.type,
    isRequired: spec.required ?? false,
    isSearchable: spec.searchable ?? false,
    isUnique: spec.unique ?? false,
    isMultiLingual: spec.multiLingual ?? false,
    orderNumber: order,
  };
  if (spec.ref !== undefined) {
    property.refEntDef_id = entityDefIdFor(spec.ref);
    property.refEntPropName = spec.back ?? entityName;
    property.refType =
      spec.rel === 'children'
        ? RefType.OneToMany
        : spec.rel === 'mapped'
          ? RefType.ManyToMany
          : RefType.ManyToOne;
  }
  if (spec.enumName !== undefined) property.enum_id = stableUuid(`enum:${spec.enumName}`);
  return property;
}

/** The entity definition records, as /api/entityDef/get serves them. */
export function buildEntityDefinitions(): EntityDefinition[] {
  return Object.entries(ENTITIES).map(([name, spec]) => ({
    id: entityDefIdFor(name),
    name,
    title: spec.title,
    description: spec.description,
    dbTableName: name.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase(),
    isSystem: name.startsWith('Gsb'),
    module: name.startsWith('Veg') ? 'emotion' : 'platform',
    properties: Object.entries(spec.props).map(([propName, propSpec], index) =>
      toPropertyDefinition(name, propName, propSpec, index + 1),
    ),
  }));
}

/** A property as the store and the query engine use it. */
export interface PropModel {
  name: string;
  /** `value`: a plain column; `one`: stored as `{name}_id`; `children`: reverse of a `one`; `mapped`: many-to-many. */
  kind: 'value' | 'one' | 'children' | 'mapped';
  dataType: PropertyDataType;
  /** The referenced entity, for references. */
  target?: string;
  /** The property on the target pointing back (for `children`: the target's `one` property). */
  back?: string;
  searchable: boolean;
  multiLingual: boolean;
  required: boolean;
  unique: boolean;
}

export interface EntityModel {
  name: string;
  definition: EntityDefinition;
  props: Map<string, PropModel>;
}

/** Implicit references every entity has: the audit users. */
export const AUDIT_REFERENCES = ['createdBy', 'lastUpdatedBy'] as const;
export const AUDIT_FIELDS = [
  'id',
  'createDate',
  'lastUpdateDate',
  'createdBy_id',
  'lastUpdatedBy_id',
] as const;

/** Compiles definitions into models; throws if a definition breaks the platform's own validation rules. */
export function compileSchema(definitions: readonly EntityDefinition[]): Map<string, EntityModel> {
  const byId = new Map(definitions.map((d) => [d.id, d.name]));
  const models = new Map<string, EntityModel>();
  for (const definition of definitions) {
    const validation = validateEntityDefinition(definition);
    if (!validation.valid) {
      throw new Error(
        `Invalid entity definition ${definition.name}: ${validation.errors.map((e) => e.message).join('; ')}`,
      );
    }
    const props = new Map<string, PropModel>();
    for (const p of definition.properties) {
      const target = p.refEntDef_id === undefined ? undefined : byId.get(p.refEntDef_id);
      const kind: PropModel['kind'] =
        target === undefined
          ? 'value'
          : p.refType === RefType.OneToMany
            ? 'children'
            : p.refType === RefType.ManyToMany
              ? 'mapped'
              : 'one';
      const model: PropModel = {
        name: p.name,
        kind,
        dataType: p.dataType ?? 'text',
        searchable: p.isSearchable ?? false,
        multiLingual: p.isMultiLingual ?? false,
        required: p.isRequired ?? false,
        unique: p.isUnique ?? false,
      };
      if (target !== undefined) model.target = target;
      if (p.refEntPropName !== undefined) model.back = p.refEntPropName;
      props.set(p.name, model);
    }
    for (const audit of AUDIT_REFERENCES) {
      props.set(audit, {
        name: audit,
        kind: 'one',
        dataType: 'reference',
        target: 'GsbUser',
        searchable: false,
        multiLingual: false,
        required: false,
        unique: false,
      });
    }
    models.set(definition.name, { name: definition.name, definition, props });
  }
  return models;
}
