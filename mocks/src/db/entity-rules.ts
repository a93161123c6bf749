/**
 * Who may read and write each entity, and what a write to it does beyond storing the fields: one entry
 * per entity, next to its schema (schema.ts). An entity without an entry gets {@link DEFAULT_RULES}: its
 * records are read and written by whoever created them (and by admins), which is right for most new
 * entities. access/rules.ts applies the policies; handlers/entity.ts runs the hooks on every save.
 *
 * Admins (the fixed admin role) read and write everything in their tenant, whatever the entry says;
 * signed out, nothing is readable but `public` entities and nothing writable but `signedOutCreate` ones.
 */
import { ERRORS, formatMessage, isReminderTime, isTimeZone } from '@emotion-guru/platform-sdk';
import type { Actor } from '../access/rules.ts';
import {
  canReadClientRecord,
  canReadEmotion,
  prepareClient,
  prepareClientRecord,
  prepareEmotion,
} from '../access/emotions.ts';
import { canReadGroup, canReadGroupContent, canReadGroupInvite } from '../access/groups.ts';
import { canReadChat, canReadChatMessage } from '../access/chat.ts';
import { prepareBlog, prepareBlogCategory, prepareTag } from '../access/blog.ts';
import { HttpError } from '../handlers/context.ts';
import type { Row } from '../query/types.ts';

/**
 * Who reads a record (besides admins):
 * - `public`: anyone, signed out too;
 * - `published`: anyone, signed out too, when the record's `isPublished` is true; a draft only admins
 *   (the blog: admins write it, and an unpublished article is not yet for readers);
 * - `publicFlag`: anyone when the record's `isPublic` is true, else its creator;
 * - `signedIn`: anyone signed in;
 * - `self`: the user the record is (GsbUser);
 * - `client`: a client record's creator, its caretaker (`caretaker_id`) and its own user (`user_id`);
 * - `viaClient`: the creator, and whoever may read the client in `client_id` (a client's caretaker
 *   reads the client's records);
 * - `userOwned`: the user in `user_id`, and the creator;
 * - `creator`: the creator only;
 * - a function: decides for signed-in callers who are not admins (an entity with its own rule).
 */
export type ReadPolicy =
  | ReadRule
  | 'public'
  | 'published'
  | 'publicFlag'
  | 'signedIn'
  | 'self'
  | 'client'
  | 'viaClient'
  | 'userOwned'
  | 'creator';

/**
 * Who writes (besides admins): `readers` (anyone signed in creates; whoever may read a record updates
 * or deletes it), `creator` (anyone signed in creates; only the creator changes it), `self` (a user
 * changes their own record, nobody creates one) or `admin` (admins and the server's own workflows only).
 */
export type WritePolicy = 'readers' | 'creator' | 'self' | 'admin';

/** Reads a stored record of this tenant (any entity), whoever may see it. */
export type Lookup = (entityName: string, id: string) => Row | undefined;

/** A read rule of its own: true when the (signed-in, non-admin) actor may read the record. */
export type ReadRule = (actor: Actor, row: Row, lookup: Lookup) => boolean;

/** What a save hook sees. */
export interface WriteContext {
  actor: Actor;
  /** The stored record, or undefined for a create. */
  existing: Row | undefined;
  lookup: Lookup;
}

export interface EntityRules {
  read: ReadPolicy;
  write: WritePolicy;
  /** Signed-out visitors may create (but not read or change) records: the public forms. */
  signedOutCreate?: boolean;
  /** Fields a non-admin may never set; they are dropped from the input, silently, as the platform does. */
  protectedFields?: ReadonlySet<string>;
  /**
   * Runs on every save after the audit and protected fields are dropped and before references are
   * checked: fills defaults, normalises values, or refuses the write by throwing an HttpError. Runs for
   * admins too.
   */
  prepare?: (input: Row, write: WriteContext) => void;
  /** A non-admin may write records they cannot read back (a contact form goes to the team, not to its sender). */
  writeOnly?: boolean;
  /**
   * Fields only the server (and admins) see: left out of every record a non-admin reads (get, getCopy,
   * query, includes), so they can neither be read nor matched by a filter or a search.
   */
  serverOnlyFields?: ReadonlySet<string>;
  /**
   * Text fields keep to the platform's column sizes (spec section 9: text 1024, rich text 2048,
   * multilingual text 256 per language; db/field-limits.ts): a longer value is refused with 400. Runs
   * for admins too, after `prepare`.
   */
  checkLengths?: boolean;
}

/** Rules of an entity without an entry (including entities an admin defines at run time). */
export const DEFAULT_RULES: EntityRules = { read: 'creator', write: 'readers' };

/**
 * A record of the signed-in user (`user_id`): theirs when a create names nobody; naming another user is
 * refused with 403 (admins may name anyone when `admins` is true).
 */
function keepToActor(input: Row, { actor, existing }: WriteContext, { admins }: { admins: boolean }): void {
  if (existing === undefined && input.user_id === undefined && input.user === undefined)
    input.user_id = actor.userId;
  if (input.user_id !== undefined && input.user_id !== actor.userId && !(admins && actor.isAdmin))
    throw new HttpError(403, ERRORS.PUSH_USER_MISMATCH);
}

/** The longest user agent a push subscription keeps (the platform's column size). */
const USER_AGENT_LENGTH = 255;

const METADATA: EntityRules = { read: 'signedIn', write: 'admin' };
const CATALOGUE: EntityRules = { read: 'public', write: 'admin' };

/** True when signed-out callers may query the entity (its records are public, or public once published). */
export function queryableSignedOut(entityName: string): boolean {
  const { read } = rulesOf(entityName);
  return read === 'public' || read === 'published';
}

export const ENTITY_RULES: Readonly<Record<string, EntityRules>> = {
  GsbEntityDef: METADATA,
  GsbProperty: METADATA,
  GsbEnum: METADATA,
  GsbEnumValue: METADATA,
  GsbFunction: METADATA,
  GsbCodeGenerator: METADATA,
  GsbRole: METADATA,
  GsbGroup: METADATA,
  GsbUser: {
    read: 'self',
    write: 'self',
    // A user cannot change their own email, tier, roles or groups.
    protectedFields: new Set(['email', 'subscriptionType', 'roles', 'groups']),
  },
  // The blog: admins write articles (drafts are theirs alone until published) and categories; the slug,
  // English title, reading time and field sizes are checked on every save (access/blog.ts).
  GsbBlog: { read: 'published', write: 'admin', prepare: prepareBlog, checkLengths: true },
  GsbBlogCategory: { ...CATALOGUE, prepare: prepareBlogCategory, checkLengths: true },
  GsbPrtSalesPack: CATALOGUE,
  GsbPaymentOption: CATALOGUE,
  // One vocabulary for journals, reflections and the blog: anyone signed in may add a tag (a journal's
  // words, a name only), and change only the tags they added, so a blog tag (an admin's) is changed only
  // by admins; a title makes a tag the blog's, so only admins give one (access/blog.ts).
  GsbTag: { read: 'public', write: 'creator', prepare: prepareTag, checkLengths: true },
  GsbFile: { read: 'publicFlag', write: 'readers' },
  // A client's user_id, once set, changes only by an admin (it decides who reads the private records).
  VegClient: {
    read: 'client',
    write: 'readers',
    prepare: prepareClient,
    // Consent, chat sharing and the assistant's memory are the client's own: set only through aiChat.
    protectedFields: new Set(['aiConsentDate', 'dataConsentDate', 'chatsVisibleToCaretaker', 'memory']),
  },
  VegJournal: { read: 'viaClient', write: 'readers' },
  // The emotion catalogue and users' own words, check-ins, reflections and loops: access/emotions.ts.
  VegEmotion: { read: canReadEmotion, write: 'creator', prepare: prepareEmotion },
  VegEmotionRecord: {
    read: canReadClientRecord,
    write: 'readers',
    prepare: prepareClientRecord('VegEmotionRecord'),
  },
  VegReflection: {
    read: canReadClientRecord,
    write: 'readers',
    prepare: prepareClientRecord('VegReflection'),
  },
  VegLoop: { read: canReadClientRecord, write: 'readers', prepare: prepareClientRecord('VegLoop') },
  // Groups: members read, and every change goes through the groupOps function (workflows/groups.ts).
  VegGroup: { read: canReadGroup, write: 'admin' },
  VegGroupMember: { read: canReadGroupContent, write: 'admin' },
  VegGroupInvite: { read: canReadGroupInvite, write: 'admin' },
  VegGroupReflection: { read: canReadGroupContent, write: 'admin' },
  VegGroupResponse: { read: canReadGroupContent, write: 'admin' },
  // AI chat: its owner reads (their caretaker only if allowed); only aiChat writes (access/chat.ts).
  VegChat: { read: canReadChat, write: 'admin' },
  VegChatMessage: { read: canReadChatMessage, write: 'admin' },
  // Plans and payments change only through subscriptionOps: a user cannot grant themself a tier.
  GsbSubscriptionPlan: { read: 'userOwned', write: 'admin' },
  GsbPayment: { read: 'userOwned', write: 'admin' },
  GsbPushSubscription: {
    read: 'userOwned',
    write: 'readers',
    prepare(input, write) {
      // A device is registered for the signed-in user: theirs by default, never someone else's (admins too).
      keepToActor(input, write, { admins: false });
      if (typeof input.userAgent === 'string') input.userAgent = input.userAgent.slice(0, USER_AGENT_LENGTH);
    },
  },
  // Daily reminders: the user's own; the scheduler alone marks when one was last sent (workflows/reminders.ts).
  VegReminder: {
    read: 'userOwned',
    write: 'readers',
    protectedFields: new Set(['lastSentOn']),
    prepare(input, write) {
      const { existing } = write;
      keepToActor(input, write, { admins: true });
      if ((existing === undefined || 'time' in input) && !isReminderTime(input.time))
        throw new HttpError(400, ERRORS.REMINDER_TIME_INVALID);
      if ((existing === undefined || 'timeZone' in input) && !isTimeZone(input.timeZone))
        throw new HttpError(
          400,
          formatMessage(ERRORS.REMINDER_TIME_ZONE_INVALID, { timeZone: String(input.timeZone) }),
        );
    },
  },
  // Referral events: written only by referralOps and subscriptionOps; a referrer reads the events credited
  // to them, never who was referred (workflows/referrals.ts).
  VegReferral: {
    read: (actor, row) => actor.userId !== undefined && row.referrerId === actor.userId,
    write: 'admin',
    serverOnlyFields: new Set(['referredUserId', 'fullAmount']),
  },
  // Workflow runs are the platform's own: only admins (who read everything) see them; nobody else does.
  GsbWorkflowInstance: { read: () => false, write: 'admin' },
  GsbContactForm: { read: 'creator', write: 'readers', signedOutCreate: true, writeOnly: true },
};

/** A record as a non-admin may see it: without the entity's server-only fields (the same object when it has none). */
export function withoutServerOnly(actor: Actor, entityName: string, row: Row): Row {
  const hidden = actor.isAdmin ? undefined : rulesOf(entityName).serverOnlyFields;
  if (hidden === undefined) return row;
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) if (!hidden.has(key)) out[key] = value;
  return out;
}

export function rulesOf(entityName: string): EntityRules {
  return Object.hasOwn(ENTITY_RULES, entityName)
    ? (ENTITY_RULES[entityName] ?? DEFAULT_RULES)
    : DEFAULT_RULES;
}
