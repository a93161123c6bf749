import type { BasicEmotionFamily } from '@emotion-guru/platform-sdk';
import type { Emotion, Quadrant } from '../model/types.ts';
import { foldForSearch } from './search.ts';

/** A word is a word or a short phrase ("on edge"), not a sentence. */
export const OWN_WORD_NAME_MAX = 40;
/** One line of "what it feels like", as the catalogue's definitions are. */
export const OWN_WORD_DEFINITION_MAX = 160;

/** What the "add your own word" form holds. */
export interface OwnWordDraft {
  name: string;
  definition: string;
  family: BasicEmotionFamily | '';
  /** -1 (unpleasant) to +1 (pleasant), in steps of 0.1. */
  pleasantness: number;
  /** -1 (low energy) to +1 (high energy), in steps of 0.1. */
  energy: number;
}

/** A draft that passed `checkOwnWord`. */
export type ValidOwnWord = OwnWordDraft & { family: BasicEmotionFamily };

export type OwnWordProblem =
  'nameRequired' | 'nameTooLong' | 'nameTaken' | 'familyRequired' | 'definitionTooLong';
export type OwnWordErrors = Partial<Record<'name' | 'family' | 'definition', OwnWordProblem>>;

/**
 * What keeps a draft from being saved: a name (at most 40 characters) that is not already a word of the
 * catalogue or of the client's own words in this language (compared as search compares, so "Yalniz" is
 * "yalnız"), a family, and a definition of at most 160 characters.
 */
export function checkOwnWord(
  draft: OwnWordDraft,
  emotions: readonly Emotion[],
  language: string,
): OwnWordErrors {
  const errors: OwnWordErrors = {};
  const name = draft.name.trim();
  const folded = foldForSearch(name, language);
  if (name.length === 0) errors.name = 'nameRequired';
  else if (name.length > OWN_WORD_NAME_MAX) errors.name = 'nameTooLong';
  else if (emotions.some((emotion) => foldForSearch(emotion.name, language) === folded))
    errors.name = 'nameTaken';
  if (draft.family === '') errors.family = 'familyRequired';
  if (draft.definition.trim().length > OWN_WORD_DEFINITION_MAX) errors.definition = 'definitionTooLong';
  return errors;
}

export function isValidOwnWord(draft: OwnWordDraft, errors: OwnWordErrors): draft is ValidOwnWord {
  return Object.keys(errors).length === 0 && draft.family !== '';
}

/** Where a new word starts on the grid: the middle of the colour the picker shows (yellow without one). */
export function startingSpot(quadrant: Quadrant | undefined): Pick<OwnWordDraft, 'pleasantness' | 'energy'> {
  switch (quadrant) {
    case 'red':
      return { pleasantness: -0.5, energy: 0.5 };
    case 'blue':
      return { pleasantness: -0.5, energy: -0.5 };
    case 'green':
      return { pleasantness: 0.5, energy: -0.5 };
    default:
      return { pleasantness: 0.5, energy: 0.5 };
  }
}

export type AxisBand = 'veryLow' | 'low' | 'high' | 'veryHigh';

/**
 * A coordinate in words, for a slider's spoken value: the four bands of an axis, split where the
 * quadrants split (0 counts as the low side, as `quadrantOf` does) and at ±0.5.
 */
export function axisBand(value: number): AxisBand {
  if (value <= -0.5) return 'veryLow';
  if (value <= 0) return 'low';
  if (value < 0.5) return 'high';
  return 'veryHigh';
}

/** A slider's value, snapped to the grid's 0.1 steps and kept in -1..+1. */
export function snapCoordinate(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.max(-1, Math.min(1, value)) * 10) / 10;
}
