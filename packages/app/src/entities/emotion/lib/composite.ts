import type { BasicEmotionFamily } from '@emotion-guru/platform-sdk';
import type { Emotion } from '../model/types.ts';

/** A composite the chosen words add up to: "joy and trust together are often called love". */
export interface CompositeSuggestion {
  composite: Emotion;
  /** The two basic families' own words (joy, trust), for the sentence. */
  parents: readonly [Emotion, Emotion];
}

function sameFamilies(
  a: readonly [BasicEmotionFamily, BasicEmotionFamily],
  b: readonly [BasicEmotionFamily, BasicEmotionFamily],
): boolean {
  return (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);
}

/**
 * Composites to offer for the chosen words: for every pair of different basic families among the chosen
 * basic words, the catalogue's composite of those two families, unless it is already chosen. Each
 * composite is offered once, in the order the pairs were chosen.
 */
export function suggestComposites(
  chosen: readonly Emotion[],
  catalogue: readonly Emotion[],
): CompositeSuggestion[] {
  const families: BasicEmotionFamily[] = [];
  for (const emotion of chosen) {
    if (emotion.kind === 1 && emotion.family !== undefined && !families.includes(emotion.family))
      families.push(emotion.family);
  }
  const chosenIds = new Set(chosen.map((emotion) => emotion.id));
  const familyWord = (family: BasicEmotionFamily): Emotion | undefined =>
    catalogue.find((emotion) => emotion.slug === family);
  const suggestions: CompositeSuggestion[] = [];
  for (let i = 0; i < families.length; i++) {
    for (let j = i + 1; j < families.length; j++) {
      const pair = [families[i], families[j]] as [BasicEmotionFamily, BasicEmotionFamily];
      const composite = catalogue.find(
        (emotion) =>
          emotion.kind === 2 &&
          !emotion.isCustom &&
          emotion.parents !== undefined &&
          sameFamilies(emotion.parents, pair),
      );
      const first = familyWord(pair[0]);
      const second = familyWord(pair[1]);
      if (composite === undefined || first === undefined || second === undefined) continue;
      if (chosenIds.has(composite.id) || suggestions.some((s) => s.composite.id === composite.id)) continue;
      suggestions.push({ composite, parents: [first, second] });
    }
  }
  return suggestions;
}
