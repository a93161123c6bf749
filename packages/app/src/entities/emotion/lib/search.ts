import type { Emotion } from '../model/types.ts';

/**
 * Folds text for matching in `language`: lower case by the language's rules (Turkish `I` is `ı`, `İ` is
 * `i`), then without diacritics (`ç ğ ı ö ş ü` match `c g i o s u`, `é` matches `e`), so "YALNIZ",
 * "yalnız" and "yalniz" find the same word.
 */
export function foldForSearch(text: string, language: string): string {
  return text.toLocaleLowerCase(language).normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i').trim();
}

/**
 * The words whose name (in the current language) contains the query, folded as above; words whose name
 * starts with it come first, then the rest, each group in catalogue order. An empty query finds nothing.
 */
export function searchEmotions(emotions: readonly Emotion[], query: string, language: string): Emotion[] {
  const folded = foldForSearch(query, language);
  if (folded.length === 0) return [];
  const starts: Emotion[] = [];
  const contains: Emotion[] = [];
  for (const emotion of emotions) {
    const name = foldForSearch(emotion.name, language);
    if (name.startsWith(folded)) starts.push(emotion);
    else if (name.includes(folded)) contains.push(emotion);
  }
  return [...starts, ...contains];
}
