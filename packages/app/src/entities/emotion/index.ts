export type { Emotion, Quadrant } from './model/types.ts';
export { QUADRANTS, quadrantOf } from './lib/quadrant.ts';
export { foldForSearch, searchEmotions } from './lib/search.ts';
export { suggestComposites, type CompositeSuggestion } from './lib/composite.ts';
export {
  $emotionCatalogue,
  $emotionCatalogueStatus,
  CATALOGUE_STALE_AFTER,
  emotionCatalogueRequested,
} from './model/catalogue.ts';
