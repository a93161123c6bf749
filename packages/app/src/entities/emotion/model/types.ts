import type {
  BasicEmotionFamily,
  EmotionKind,
  EmotionLevel,
  EmotionOrigin,
} from '@emotion-guru/platform-sdk';

/** A Mood-Meter quadrant: yellow (pleasant, high energy), red (unpleasant, high), blue (unpleasant, low), green (pleasant, low). */
export type Quadrant = 'yellow' | 'red' | 'blue' | 'green';

/** A catalogue word (or the active client's own word) in the current language, ready for the picker. */
export interface Emotion {
  id: string;
  /** Catalogue words only. */
  slug?: string;
  name: string;
  definition: string;
  kind: EmotionKind;
  level: EmotionLevel;
  origin: EmotionOrigin;
  /** Basic kind: the family it is a shade of. */
  family?: BasicEmotionFamily;
  /** Composite kind: its two basic families. */
  parents?: readonly [BasicEmotionFamily, BasicEmotionFamily];
  pleasantness: number;
  energy: number;
  quadrant: Quadrant;
  isCustom: boolean;
}

/** A quick check-in (a VegEmotionRecord) as the dashboard lists it. */
export interface CheckIn {
  id: string;
  emotionId: string;
  /** The word in the current language; undefined while the catalogue lacks it. */
  emotion: Emotion | undefined;
  level: EmotionLevel | null;
  note: string;
  /** ISO date and time of the check-in. */
  date: string;
  /** Whether the note was sealed with local encryption and could be opened. */
  protection: 'plain' | 'decrypted' | 'locked' | 'damaged';
}

/** A check-in as loaded, before its word is looked up in the catalogue. */
export type StoredCheckIn = Omit<CheckIn, 'emotion'>;
