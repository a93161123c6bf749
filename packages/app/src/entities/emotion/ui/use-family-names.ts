import { isBasicEmotionFamily, type BasicEmotionFamily } from '@emotion-guru/platform-sdk';
import { useUnit } from 'effector-react';
import { $emotionCatalogue } from '../model/catalogue.ts';

/** The eight basic families' words in the current language (the catalogue word whose slug is the family). */
export function useFamilyNames(): (family: BasicEmotionFamily) => string {
  const catalogue = useUnit($emotionCatalogue);
  const names = new Map<string, string>();
  for (const emotion of catalogue) {
    if (!emotion.isCustom && emotion.slug !== undefined && isBasicEmotionFamily(emotion.slug))
      names.set(emotion.slug, emotion.name);
  }
  return (family) => names.get(family) ?? family;
}
