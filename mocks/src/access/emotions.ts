/**
 * Rules of the emotion entities (VegEmotion, VegEmotionRecord, VegReflection, VegLoop): their read rules
 * and save hooks, registered in db/entity-rules.ts.
 *
 * Reading:
 * - The catalogue (VegEmotion without a client) is readable by every signed-in user of the tenant. A
 *   user's own word (`isCustom`, with `client_id`) is readable by whoever sees that client (its user, its
 *   caretaker, its creator).
 * - Check-ins, reflections and loops follow the journal: their author and whoever sees the client read
 *   them. One more rule: a record marked `private` is readable only by the client's own user (the person
 *   the client record is; `VegClient.user_id`), so it is hidden from their caretaker. Admins read the
 *   whole tenant, as everywhere.
 *
 * Writing (checked by the save hooks, for everybody but admins where noted):
 * - Only admins write the catalogue. Anyone else creates custom words for a client they see: the word
 *   must name that client and a basic family, and is stored with `isCustom: true`, `origin: 'custom'`.
 * - Check-ins, reflections and loops must name a client. Their emotions must be catalogue words or the
 *   same client's own words; a reflection's loop must be one of the same client's loops; levels,
 *   timings, body areas and coordinates must be values of their enumerations or ranges.
 * - Only the client's user can mark a record private (anyone else would lose sight of it: the save is
 *   refused with 403 by the generic "a write must stay readable" check).
 * - A client's `user_id`, once set, is changed only by an admin: re-pointing it would let a caretaker
 *   read the client's private records.
 */
import { isBasicEmotionFamily } from '@emotion-guru/platform-sdk';
import { EMULATOR_MESSAGES, HttpError } from '../handlers/context.ts';
import type { Row } from '../query/types.ts';
import type { Lookup, WriteContext } from '../db/entity-rules.ts';
import type { Actor } from './rules.ts';

/** Where a reflection's body sensations may be felt (the wizard's body map). */
export const BODY_AREAS: ReadonlySet<string> = new Set([
  'head',
  'face',
  'throat',
  'shoulders',
  'chest',
  'stomach',
  'back',
  'arms',
  'hands',
  'legs',
  'feet',
  'whole-body',
]);

/** The levels of an emotion in a reflection: 1 Low, 2 Medium, 4 High. */
export const EMOTION_LEVELS: ReadonlySet<unknown> = new Set([1, 2, 4]);
const TIMINGS: ReadonlySet<unknown> = new Set([1, 2, 4]);

/** The texts of the 400 answers these rules give. */
export const EMOTION_MESSAGES = {
  CLIENT_REQUIRED: 'client is required',
  EMOTION_REQUIRED: 'emotion is required',
  EMOTION_OF_OTHER_CLIENT: "An emotion must be a catalogue word or the same client's own word",
  LOOP_OF_OTHER_CLIENT: "A reflection's loop must belong to the same client",
  INVALID_LEVEL: 'level must be 1 (Low), 2 (Medium) or 4 (High)',
  INVALID_TIMING: 'timing must be 1 (Before), 2 (During) or 4 (After)',
  INVALID_EMOTIONS: 'emotions must be a list of { emotion_id, level }',
  INVALID_BODY: 'bodySensations must be a list of { area, intensity } with a known area',
  INVALID_FAMILY: 'family must be one of the eight basic emotions',
  INVALID_COORDINATE: 'pleasantness and energy must be numbers from -1 to 1',
} as const;

function clientVisible(actor: Actor, client: Row | undefined): boolean {
  if (client === undefined || actor.userId === undefined) return false;
  return (
    client.createdBy_id === actor.userId ||
    client.caretaker_id === actor.userId ||
    client.user_id === actor.userId
  );
}

function clientOf(row: Row, lookup: Lookup): Row | undefined {
  return typeof row.client_id === 'string' ? lookup('VegClient', row.client_id) : undefined;
}

/** VegEmotion's read rule: the catalogue for every signed-in user, a custom word for whoever sees its client. */
export function canReadEmotion(actor: Actor, row: Row, lookup: Lookup): boolean {
  if (actor.isAdmin) return true;
  if (row.client_id === undefined || row.client_id === null) return actor.userId !== undefined;
  return clientVisible(actor, clientOf(row, lookup));
}

/** The read rule of check-ins, reflections and loops: the journal's, and `private` only for the client's user. */
export function canReadClientRecord(actor: Actor, row: Row, lookup: Lookup): boolean {
  if (actor.isAdmin) return true;
  const client = clientOf(row, lookup);
  if (row.private === true) return client !== undefined && client.user_id === actor.userId;
  if (row.createdBy_id === actor.userId) return true;
  return clientVisible(actor, client);
}

/** The id a reference is being set to (`x`, `x_id` or `{ id }`): undefined when not written, null when cleared. */
function refId(input: Row, name: string): string | null | undefined {
  const raw = Object.hasOwn(input, name) ? input[name] : input[`${name}_id`];
  if (raw === undefined)
    return Object.hasOwn(input, name) || Object.hasOwn(input, `${name}_id`) ? null : undefined;
  if (raw === null) return null;
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'object' && typeof (raw as Row).id === 'string') return (raw as Row).id as string;
  return null;
}

/** The value after the write: the input's, else the stored one. */
function finalRef(input: Row, existing: Row | undefined, name: string): string | null {
  const written = refId(input, name);
  if (written !== undefined) return written;
  const stored = existing?.[`${name}_id`];
  return typeof stored === 'string' ? stored : null;
}

function finalValue(input: Row, existing: Row | undefined, name: string): unknown {
  return Object.hasOwn(input, name) ? input[name] : existing?.[name];
}

function checkEnum(value: unknown, allowed: ReadonlySet<unknown>, message: string): void {
  if (value !== undefined && value !== null && !allowed.has(value)) throw new HttpError(400, message);
}

function checkCoordinates(input: Row): void {
  for (const name of ['pleasantness', 'energy']) {
    const value = input[name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < -1 || value > 1)
      throw new HttpError(400, EMOTION_MESSAGES.INVALID_COORDINATE);
  }
}

/** An emotion a record of `clientId` may name: a catalogue word or that client's own word. */
function checkEmotionFor(emotionId: string, clientId: string, lookup: Lookup): void {
  const emotion = lookup('VegEmotion', emotionId);
  // A missing record is the generic reference check's 404; here only the owner matters.
  if (emotion === undefined) return;
  const owner = emotion.client_id;
  if (owner !== undefined && owner !== null && owner !== clientId)
    throw new HttpError(400, EMOTION_MESSAGES.EMOTION_OF_OTHER_CLIENT);
}

/** VegClient's save hook: a client's `user_id`, once set, is changed only by an admin. */
export function prepareClient(input: Row, { actor, existing }: WriteContext): void {
  if (actor.isAdmin || existing === undefined) return;
  const stored = existing.user_id;
  const written = refId(input, 'user');
  if (typeof stored === 'string' && written !== undefined && written !== stored)
    throw new HttpError(403, EMULATOR_MESSAGES.FORBIDDEN);
}

/** VegEmotion's save hook: coordinates and level in range; a non-admin's word is a custom word of a client. */
export function prepareEmotion(input: Row, { actor, existing }: WriteContext): void {
  checkCoordinates(input);
  checkEnum(input.level, EMOTION_LEVELS, EMOTION_MESSAGES.INVALID_LEVEL);
  if (actor.isAdmin) return;
  if (finalRef(input, existing, 'client') === null)
    throw new HttpError(400, EMOTION_MESSAGES.CLIENT_REQUIRED);
  const family = finalValue(input, existing, 'family');
  if (!isBasicEmotionFamily(family)) throw new HttpError(400, EMOTION_MESSAGES.INVALID_FAMILY);
  // A user's word is always custom, a shade of one family; the catalogue's slugs stay the catalogue's.
  delete input.slug;
  delete input.parents;
  delete input.dyad;
  input.isCustom = true;
  input.origin = 'custom';
  input.kind = 1;
}

/**
 * The save hook of check-ins, reflections and loops: a client is required; emotions are catalogue words
 * or the same client's words (readable by the caller); a reflection's loop is the same client's; levels,
 * timings and body areas are values of their lists. References inside JSON (`emotions[].emotion_id`) are
 * checked here, since the generic check only sees reference properties.
 */
export function prepareClientRecord(entityName: string) {
  return (input: Row, { actor, existing, lookup }: WriteContext): void => {
    const clientId = finalRef(input, existing, 'client');
    if (clientId === null) throw new HttpError(400, EMOTION_MESSAGES.CLIENT_REQUIRED);
    checkEnum(input.level, EMOTION_LEVELS, EMOTION_MESSAGES.INVALID_LEVEL);
    checkEnum(input.timing, TIMINGS, EMOTION_MESSAGES.INVALID_TIMING);
    if (entityName === 'VegEmotionRecord') {
      const emotionId = finalRef(input, existing, 'emotion');
      if (emotionId === null) throw new HttpError(400, EMOTION_MESSAGES.EMOTION_REQUIRED);
      checkEmotionFor(emotionId, clientId, lookup);
    }
    if (entityName !== 'VegReflection') return;
    const loopId = finalRef(input, existing, 'loop');
    if (loopId !== null) {
      const loop = lookup('VegLoop', loopId);
      if (loop !== undefined && loop.client_id !== clientId)
        throw new HttpError(400, EMOTION_MESSAGES.LOOP_OF_OTHER_CLIENT);
    }
    const emotions = finalValue(input, existing, 'emotions');
    if (emotions !== undefined && emotions !== null) {
      if (!Array.isArray(emotions)) throw new HttpError(400, EMOTION_MESSAGES.INVALID_EMOTIONS);
      for (const item of emotions as unknown[]) {
        if (typeof item !== 'object' || item === null || typeof (item as Row).emotion_id !== 'string')
          throw new HttpError(400, EMOTION_MESSAGES.INVALID_EMOTIONS);
        const { emotion_id: emotionId, level } = item as { emotion_id: string; level?: unknown };
        checkEnum(level, EMOTION_LEVELS, EMOTION_MESSAGES.INVALID_LEVEL);
        const emotion = lookup('VegEmotion', emotionId);
        if (emotion === undefined)
          throw new HttpError(404, EMULATOR_MESSAGES.NOT_FOUND, { property: 'emotions' });
        if (!canReadEmotion(actor, emotion, lookup)) throw new HttpError(403, EMULATOR_MESSAGES.FORBIDDEN);
        checkEmotionFor(emotionId, clientId, lookup);
      }
    }
    const body = finalValue(input, existing, 'bodySensations');
    if (body !== undefined && body !== null) {
      if (!Array.isArray(body)) throw new HttpError(400, EMOTION_MESSAGES.INVALID_BODY);
      for (const item of body as unknown[]) {
        const area = typeof item === 'object' && item !== null ? (item as Row).area : undefined;
        if (typeof area !== 'string' || !BODY_AREAS.has(area))
          throw new HttpError(400, EMOTION_MESSAGES.INVALID_BODY);
        checkEnum((item as Row).intensity, EMOTION_LEVELS, EMOTION_MESSAGES.INVALID_LEVEL);
      }
    }
  };
}
