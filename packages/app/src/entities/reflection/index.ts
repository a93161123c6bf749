export type { Reflection, ReflectionFilters } from './model/types.ts';
export { EMPTY_REFLECTION_FILTERS, REFLECTION_PAGE_SIZE, isReflectionListFiltered } from './model/types.ts';
export {
  createLoop,
  deleteReflectionRecord,
  queryReflectionPage,
  queryReflectionsBetween,
  restoreReflectionRecord,
} from './api/reflection-api.ts';
export { QUEUED_REFLECTION, sendQueuedReflection, type QueuedReflection } from './api/queued-reflection.ts';
export { FREE_HISTORY_DAYS, clampToHistory, historyCutoff } from './lib/history.ts';
export { REFLECTION_TIMING_KEYS, bodyAreaKey, levelKey, parseTiming, timingKey } from './lib/labels.ts';
export { isReadable, namedEmotions, titleOf } from './lib/display.ts';
export { LOOP_TITLE_CONTEXT, openSealedText, revealReflection } from './lib/protect.ts';
export {
  $reflectionFilters,
  $reflectionList,
  $reflectionListStatus,
  reflectionFiltersChanged,
  reflectionFiltersCleared,
  reflectionListClosed,
  reflectionListOpened,
  reflectionListReloadRequested,
  reflectionPageSelected,
} from './model/list.ts';
export {
  $reflection,
  $reflectionStatus,
  reflectionClosed,
  reflectionOpened,
  reflectionReloadRequested,
} from './model/detail.ts';
export { ReflectionCard } from './ui/ReflectionCard.tsx';
export { reflectionsChanged } from './model/changes.ts';
