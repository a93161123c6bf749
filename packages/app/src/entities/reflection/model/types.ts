import type {
  BodyArea,
  EmotionLevel,
  JournalStatus,
  JournalTiming,
  VegReflection,
} from '@emotion-guru/platform-sdk';

/**
 * How a reflection's free text reached the screen, as with the journal: stored in clear, decrypted with
 * the reader's data key, locked (encrypted, no key or someone else's) or damaged (does not authenticate).
 */
export type ReflectionProtection = 'plain' | 'decrypted' | 'locked' | 'damaged';

/** One emotion of a reflection: the catalogue word's id and how strongly it was felt. */
export interface ReflectionEmotionLevel {
  emotionId: string;
  level: EmotionLevel | null;
}

export interface ReflectionBodySensation {
  area: BodyArea;
  intensity: EmotionLevel | null;
}

/** The loop a reflection belongs to, as far as the list and detail show it. */
export interface ReflectionLoop {
  id: string;
  title: string;
  color: string | null;
}

/**
 * A reflection as the app shows it. The free-text fields (title, description, thoughts, actions,
 * needs) are empty unless readable (see `protection`).
 */
export interface Reflection {
  id: string;
  clientId: string;
  title: string;
  description: string;
  thoughts: string;
  actions: string;
  needs: string;
  /** ISO 8601: when the event happened. */
  date: string;
  timing: JournalTiming | null;
  emotions: ReflectionEmotionLevel[];
  body: ReflectionBodySensation[];
  loop: ReflectionLoop | null;
  tags: string[];
  color: string | null;
  private: boolean;
  status: JournalStatus;
  createdById: string | null;
  protection: ReflectionProtection;
  /** The record as the platform holds it (ciphertext included), for undo. */
  record: VegReflection;
}

/** What the user narrows the list with. */
export interface ReflectionFilters {
  timing: JournalTiming | null;
  /** A catalogue word's id, or empty. */
  emotionId: string;
  /** A loop's id (the detail page's loop link), or empty. */
  loopId: string;
  /** A Mood-Meter quadrant ('yellow', 'red', 'blue', 'green'), or empty. */
  quadrant: string;
  /** The catalogue words of `quadrant` (any of them matches); set together with it. */
  quadrantEmotionIds: string[];
  /** `YYYY-MM-DD` in the user's time zone, or empty: the first day shown. */
  from: string;
  /** `YYYY-MM-DD`, or empty: the last day shown (whole day). */
  to: string;
  /** A tag's name (tags are shared with the journal), or empty. */
  tag: string;
  /** Text the platform searches for; it can only match text stored unencrypted. */
  search: string;
  /** 1-based. */
  page: number;
}

export const EMPTY_REFLECTION_FILTERS: ReflectionFilters = {
  timing: null,
  emotionId: '',
  loopId: '',
  quadrant: '',
  quadrantEmotionIds: [],
  from: '',
  to: '',
  tag: '',
  search: '',
  page: 1,
};

/** Whether any filter narrows the list (the page is not). */
export function isReflectionListFiltered(filters: ReflectionFilters): boolean {
  return (
    filters.timing !== null ||
    Boolean(
      filters.emotionId ||
      filters.loopId ||
      filters.quadrant ||
      filters.from ||
      filters.to ||
      filters.tag ||
      filters.search.trim(),
    )
  );
}

export const REFLECTION_PAGE_SIZE = 10;
