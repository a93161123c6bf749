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
