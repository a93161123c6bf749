export { $emotionCatalogue, $emotionCatalogueState, emotionCatalogueRequested } from './model/catalogue.ts';
export { saveOwnWordFx } from './model/own-word.ts';
export { $todayCheckIns, $todayStatus, checkInsChanged, todayCheckInsRequested } from './model/today.ts';
export { QUEUED_CHECK_IN, saveEmotionRecord, type EmotionRecordInput } from './api/record-api.ts';
export { sealNote } from './lib/check-in.ts';
export { CheckInItem } from './ui/CheckInItem.tsx';
export { EmotionPicker } from './ui/EmotionPicker.tsx';
export { useEmotionNames } from './ui/use-emotion-names.ts';
export { useFamilyNames } from './ui/use-family-names.ts';
export { queryFeltBetween } from './api/felt-api.ts';
export { MAP_PERIODS, countByQuadrant, customRange, isoDay, periodRange, toMapPoints } from './lib/map.ts';
export type { DateRange, MapPeriod, MapPoint } from './lib/map.ts';
export { QUADRANTS } from './lib/quadrant.ts';
export { WHEEL_RINGS, wheelOf } from './lib/wheel.ts';
export type { WheelPetal } from './lib/wheel.ts';
export {
  STEADY_SHIFT,
  daysOf,
  granularity,
  mainQuadrant,
  tagsByDayMood,
  timingShift,
  topWords,
  unpleasantFocus,
  weeksOf,
  weekTrend,
} from './lib/report.ts';
export type { DayMood } from './lib/report.ts';
export { suggestLoops, summarizeLoops } from './lib/loops.ts';
export type { LoopReflection, LoopSuggestion, LoopSummary } from './lib/loops.ts';
