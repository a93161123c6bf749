/**
 * The product's emotion records (beyond the spec's entities; ARCHITECTURE.md "The product's own
 * entities"): the catalogue (VegEmotion), quick check-ins (VegEmotionRecord), reflections
 * (VegReflection) and the loops reflections are linked into (VegLoop). The emulator's rules are in
 * `mocks/README.md`, section "Emotions and reflections".
 */
import type {
  BasicEmotionFamily,
  EmotionKind,
  EmotionLevel,
  JournalStatus,
  JournalTiming,
} from '../enums.ts';
import type { EntityBase, EntityRef, VegClient } from './entities.ts';

/** Where a catalogue word comes from. */
export type EmotionOrigin = 'plutchik' | 'dyad' | 'everyday' | 'custom';

/** A language-keyed text as stored (`'*'` language queries), or the caller's language's text. */
export type LocalizedText = Record<string, string> | string;

/**
 * A word of the emotion catalogue, or a user's own word for one client (`isCustom`, `client_id`).
 * `pleasantness` and `energy` (-1..+1, never 0) place it in a Mood-Meter quadrant: yellow (+, +),
 * red (-, +), blue (-, -), green (+, -).
 */
export interface VegEmotion extends EntityBase {
  /** Stable slug of a catalogue word (`joy`, `love`, `calm`); absent on custom words. */
  slug?: string;
  /** In the query's language, or every language when the variation's language is `*`. */
  name?: LocalizedText;
  definition?: LocalizedText;
  kind?: EmotionKind;
  level?: EmotionLevel;
  origin?: EmotionOrigin;
  /** Basic kind: the family the word is a shade of. */
  family?: BasicEmotionFamily;
  /** Composite kind: the two basic families it combines. */
  parents?: [BasicEmotionFamily, BasicEmotionFamily];
  /** Plutchik's dyads only. */
  dyad?: 'primary' | 'secondary' | 'tertiary';
  pleasantness?: number;
  energy?: number;
  orderNumber?: number;
  isCustom?: boolean;
  /** Custom words only: the client the word belongs to. */
  client_id?: string | null;
  client?: VegClient;
}

/** A quick check-in: one word, its level, when and a short note. */
export interface VegEmotionRecord extends EntityBase {
  client_id?: string;
  client?: VegClient;
  emotion_id?: string;
  emotion?: VegEmotion;
  level?: EmotionLevel;
  timing?: JournalTiming;
  note?: string;
  date?: string;
  /** Hidden from the client's caretaker; only the client's own user sets it. */
  private?: boolean;
  /** Demo data written by an admin's generator (the app's /app/admin/dummy-data); removed by it again. */
  generated?: boolean;
}

/** One emotion of a reflection, with its level. */
export interface ReflectionEmotion {
  emotion_id: string;
  level?: EmotionLevel;
}

/** Where a body sensation is felt (the wizard's body map). */
export type BodyArea =
  | 'head'
  | 'face'
  | 'throat'
  | 'shoulders'
  | 'chest'
  | 'stomach'
  | 'back'
  | 'arms'
  | 'hands'
  | 'legs'
  | 'feet'
  | 'whole-body';

export interface BodySensation {
  area: BodyArea;
  /** How strongly, as an EmotionLevel. */
  intensity?: EmotionLevel;
}

/** A reflection on one event. Free-text fields may hold local-encryption ciphertext, as the journal's. */
export interface VegReflection extends EntityBase {
  title?: string;
  description?: string;
  color?: string;
  /** When the event happened. */
  date?: string;
  timing?: JournalTiming;
  client_id?: string;
  client?: VegClient;
  emotions?: ReflectionEmotion[];
  bodySensations?: BodySensation[];
  thoughts?: string;
  actions?: string;
  needs?: string;
  loop_id?: string | null;
  loop?: VegLoop;
  tags?: EntityRef[];
  /** Hidden from the client's caretaker; only the client's own user sets it. */
  private?: boolean;
  status?: JournalStatus;
  /** Demo data written by an admin's generator (the app's /app/admin/dummy-data); removed by it again. */
  generated?: boolean;
}

/** A recurring pattern: reflections about the same kind of event. */
export interface VegLoop extends EntityBase {
  title?: string;
  description?: string;
  color?: string;
  client_id?: string;
  client?: VegClient;
  /** When included. */
  reflections?: VegReflection[];
  private?: boolean;
  /** Demo data written by an admin's generator (the app's /app/admin/dummy-data); removed by it again. */
  generated?: boolean;
}
